// Package reduction is a solving method; see its Register call. (Work in progress.)
package reduction
