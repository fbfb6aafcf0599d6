package main

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"net"
	"net/http"
	"time"
)

// site is the static file server the phone visits: a plain one (no
// compression of its own, like python3 -m http.server), run here so the
// test can cut the network by stopping it.
type site struct {
	dir  string
	addr string
	srv  *http.Server
}

// start serves dir on the address it had before (a new port the first time),
// so the page's origin, and with it its cache and worker, stays the same.
func (s *site) start() error {
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json")
	addr := s.addr
	if addr == "" {
		addr = "127.0.0.1:0"
	}
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("serving %s: %w", s.dir, err)
	}
	s.addr = l.Addr().String()
	s.srv = &http.Server{Handler: http.FileServer(http.Dir(s.dir)), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		if err := s.srv.Serve(l); err != nil && !errors.Is(err, http.ErrServerClosed) {
			fmt.Println("34-web-phone: server:", err)
		}
	}()
	return nil
}

// stop cuts the network: the server is gone, its connections closed.
func (s *site) stop() error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return s.srv.Shutdown(ctx)
}

func (s *site) url() string { return "http://" + s.addr + "/" }
