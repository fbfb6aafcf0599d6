// Package twophase is a solving method; see its Register call. (Work in progress.)
package twophase
