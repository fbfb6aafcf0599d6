package web

import (
	"bufio"
	"errors"
	"io"
	"net"
	"strconv"
	"strings"
	"time"
)

// runRawGets is a small wrk-like load generator: conc keep-alive
// connections each sending GET requests for paths over plain TCP and reading
// the answers with a minimal HTTP/1.1 parser. The server under test shares
// the machine's two cores with its client, and net/http's client costs
// several times what the server spends on a /cube2 request, so this one is
// what measures the server. At most maxReq requests, for at most dur.
func runRawGets(conc int, dur time.Duration, maxReq int64, hostport string, paths []string) loadResult {
	return driveLoad(conc, dur, maxReq, func(w int, more func() bool, tally *loadClient) {
		var conn net.Conn
		var br *bufio.Reader
		defer func() {
			if conn != nil {
				conn.Close()
			}
		}()
		for i := 0; more(); i++ {
			if conn == nil {
				c, err := net.Dial("tcp", hostport)
				if err != nil {
					tally.errs++
					continue
				}
				conn, br = c, bufio.NewReaderSize(c, 4096)
			}
			t0 := time.Now()
			_ = conn.SetDeadline(t0.Add(30 * time.Second))
			req := "GET " + paths[(w*7919+i)%len(paths)] + " HTTP/1.1\r\nHost: localhost\r\n\r\n"
			code, err := rawExchange(conn, br, req)
			if err != nil {
				tally.errs++
				conn.Close()
				conn = nil
				continue
			}
			tally.answered(code, t0)
		}
	})
}

// rawExchange writes one request and reads its answer (status line,
// headers, a Content-Length body), returning the status code.
func rawExchange(conn net.Conn, br *bufio.Reader, req string) (int, error) {
	if _, err := io.WriteString(conn, req); err != nil {
		return 0, err
	}
	line, err := br.ReadString('\n')
	if err != nil {
		return 0, err
	}
	f := strings.Fields(line)
	if len(f) < 2 || !strings.HasPrefix(f[0], "HTTP/1.") {
		return 0, errors.New("bad status line " + strconv.Quote(line))
	}
	code, err := strconv.Atoi(f[1])
	if err != nil {
		return 0, err
	}
	length := -1
	for {
		h, err := br.ReadString('\n')
		if err != nil {
			return 0, err
		}
		h = strings.TrimRight(h, "\r\n")
		if h == "" {
			break
		}
		if k, v, ok := strings.Cut(h, ":"); ok && strings.EqualFold(k, "Content-Length") {
			if length, err = strconv.Atoi(strings.TrimSpace(v)); err != nil {
				return 0, err
			}
		}
	}
	if length < 0 {
		return 0, errors.New("answer without Content-Length")
	}
	if _, err := br.Discard(length); err != nil {
		return 0, err
	}
	return code, nil
}
