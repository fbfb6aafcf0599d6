// Package web is Cubelab's HTTP API: the original pocket-cube service's
// GET /cube2 (docs/cube2-wire-format.md) and a JSON API under /v1
// (solve, scramble, methods, render) plus /healthz. It bounds request bodies,
// solve time and the number of concurrent solves, answers excess load with
// 503 and Retry-After, and reports bad input as HTTP 400 with a JSON error
// naming the field. See openapi.yaml for the contract.
package web
