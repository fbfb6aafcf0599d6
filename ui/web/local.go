package web

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// localGuard stands in front of a server that listens on a loopback
// address, which only this machine's programs should reach. A web page
// the machine's user visits can still aim the browser at it in two ways:
// by DNS rebinding (its own host name, re-resolved to 127.0.0.1, so the
// page counts as same-origin and reads the answers; the request then
// carries that name in Host) and by cross-site requests (they carry the
// page's Origin). So the guard refuses a Host that is not a loopback name
// or address and an Origin that is not this server's own, with 403 naming
// the header.
type localGuard struct {
	port string // the port listened on, as an Origin of this server has it
	next http.Handler
}

// guard returns h wrapped in a localGuard when addr (host:port listened
// on) is a loopback address or name, h itself otherwise: a server bound to
// other interfaces is meant to answer other names.
func guard(addr string, h http.Handler) http.Handler {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || !loopbackHost(host) {
		return h
	}
	return &localGuard{port: port, next: h}
}

// loopbackHost reports whether host (no port, brackets allowed) names
// this machine: localhost or a loopback address. Browsers resolve
// localhost themselves, so no DNS answer can point it elsewhere.
func loopbackHost(host string) bool {
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func (g *localGuard) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if field, msg := g.refuse(r); field != "" {
		writeError(w, http.StatusForbidden, field, msg)
		return
	}
	g.next.ServeHTTP(w, r)
}

// refuse names the header that makes r a request this loopback server
// must not answer, and why; "" when r may be served. A request without
// Host (HTTP/1.0) is no browser's, so it passes.
func (g *localGuard) refuse(r *http.Request) (field, msg string) {
	if host := hostOnly(r.Host); r.Host != "" && !loopbackHost(host) {
		return "Host", fmt.Sprintf("%q is not a loopback name: this server listens on loopback only and answers localhost, 127.0.0.1 or [::1] (a guard against DNS rebinding; serve with --addr on another interface to answer other names)", r.Host)
	}
	origins := r.Header.Values("Origin")
	if len(origins) == 0 {
		return "", ""
	}
	if len(origins) > 1 {
		return "Origin", "given more than once"
	}
	u, err := url.Parse(origins[0])
	if err != nil || u.Scheme != "http" || !loopbackHost(u.Hostname()) || originPort(u) != g.port {
		return "Origin", fmt.Sprintf("%q is not this server's own origin (http://localhost:%s): pages of other sites may not use a server that listens on loopback", origins[0], g.port)
	}
	return "", ""
}

// hostOnly strips the port from a Host header value.
func hostOnly(hostport string) string {
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		return h
	}
	return hostport
}

// originPort is the port an http origin names, 80 when it names none.
func originPort(u *url.URL) string {
	if p := u.Port(); p != "" {
		return p
	}
	return "80"
}
