import { describe, expect, it, vi } from 'vitest';
import { applyPlayerAction, playerActionOf } from './player-keys.ts';

/** A stand-in for the media element: jsdom does not play video. */
function fakeVideo(state: Partial<{ paused: boolean; currentTime: number; duration: number; volume: number; muted: boolean }> = {}) {
  const tracks = [{ mode: 'showing' }, { mode: 'disabled' }] as TextTrack[];
  return {
    paused: true,
    ended: false,
    currentTime: 0,
    duration: 6,
    volume: 1,
    muted: false,
    textTracks: tracks,
    play: vi.fn(async () => undefined),
    pause: vi.fn(),
    ...state,
  } as unknown as HTMLVideoElement & { play: ReturnType<typeof vi.fn>; pause: ReturnType<typeof vi.fn> };
}

describe('player keys', () => {
  it('maps the keys shoppers know', () => {
    expect(playerActionOf(' ')).toEqual({ kind: 'toggle' });
    expect(playerActionOf('K')).toEqual({ kind: 'toggle' });
    expect(playerActionOf('ArrowRight')).toEqual({ kind: 'seek', seconds: 5 });
    expect(playerActionOf('ArrowLeft')).toEqual({ kind: 'seek', seconds: -5 });
    expect(playerActionOf('ArrowUp')).toEqual({ kind: 'volume', delta: 0.1 });
    expect(playerActionOf('m')).toEqual({ kind: 'mute' });
    expect(playerActionOf('c')).toEqual({ kind: 'captions' });
    expect(playerActionOf('Home')).toEqual({ kind: 'jump', to: 'start' });
    // Escape stays the dialog's, Tab the focus trap's.
    expect(playerActionOf('Escape')).toBeNull();
    expect(playerActionOf('Tab')).toBeNull();
  });

  it('plays, pauses, seeks within the video and steps the volume', () => {
    const video = fakeVideo();
    applyPlayerAction(video, { kind: 'toggle' });
    expect(video.play).toHaveBeenCalled();
    const playing = fakeVideo({ paused: false, currentTime: 4 });
    applyPlayerAction(playing, { kind: 'toggle' });
    expect(playing.pause).toHaveBeenCalled();
    applyPlayerAction(playing, { kind: 'seek', seconds: 5 });
    expect(playing.currentTime).toBe(6);
    applyPlayerAction(playing, { kind: 'seek', seconds: -10 });
    expect(playing.currentTime).toBe(0);
    applyPlayerAction(playing, { kind: 'volume', delta: -0.1 });
    expect(playing.volume).toBe(0.9);
    applyPlayerAction(playing, { kind: 'volume', delta: 0.5 });
    expect(playing.volume).toBe(1);
  });

  it('turns captions off and back on (the first track)', () => {
    const video = fakeVideo();
    applyPlayerAction(video, { kind: 'captions' });
    expect([...video.textTracks].map((track) => track.mode)).toEqual(['disabled', 'disabled']);
    applyPlayerAction(video, { kind: 'captions' });
    expect([...video.textTracks].map((track) => track.mode)).toEqual(['showing', 'disabled']);
  });
});
