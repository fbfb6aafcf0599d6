package algorithms

import (
	"context"
	"errors"
	"testing"
)

// TestAwaitBuild checks that AwaitBuild returns the build's error when it
// ends first, and ctx's when ctx ends first, the build then finishing in
// the background.
func TestAwaitBuild(t *testing.T) {
	boom := errors.New("boom")
	if err := AwaitBuild(context.Background(), func() error { return boom }); err != boom {
		t.Errorf("build failing: got %v, want %v", err, boom)
	}
	if err := AwaitBuild(context.Background(), func() error { return nil }); err != nil {
		t.Errorf("build succeeding: got %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	release, finished := make(chan struct{}), make(chan struct{})
	cancel()
	err := AwaitBuild(ctx, func() error {
		<-release
		close(finished)
		return nil
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: got %v, want context.Canceled", err)
	}
	close(release)
	<-finished // the build went on after AwaitBuild returned
}
