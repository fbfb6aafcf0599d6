package algorithms

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"
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

// TestAwaitBuildProgress checks that the build's reports reach progress
// on the calling goroutine, in order, before AwaitBuildProgress returns the
// build's error, and that an ended context returns at once.
func TestAwaitBuildProgress(t *testing.T) {
	boom := errors.New("boom")
	var got []float64
	err := AwaitBuildProgress(context.Background(), func(report func(string, float64)) error {
		for _, f := range []float64{0.25, 0.5, 1} {
			report(StageBuildingTables, f)
			time.Sleep(20 * time.Millisecond) // room for the caller to take each
		}
		return boom
	}, func(stage string, f float64) {
		if stage != StageBuildingTables {
			t.Errorf("stage %q", stage)
		}
		got = append(got, f)
	})
	if err != boom {
		t.Errorf("got %v, want %v", err, boom)
	}
	if len(got) == 0 || !slices.IsSorted(got) {
		t.Errorf("reports %v, want some, in order", got)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	release := make(chan struct{})
	defer close(release)
	err = AwaitBuildProgress(ctx, func(report func(string, float64)) error {
		<-release
		report(StageBuildingTables, 1) // nobody listens: dropped, not blocking
		return nil
	}, nil)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: got %v, want context.Canceled", err)
	}
}
