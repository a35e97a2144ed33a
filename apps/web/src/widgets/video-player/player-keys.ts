/** What a key does to the player (the YouTube-like keys shoppers know); null leaves the key alone. */
export type PlayerAction =
  | { kind: 'toggle' }
  | { kind: 'seek'; seconds: number }
  | { kind: 'volume'; delta: number }
  | { kind: 'mute' }
  | { kind: 'captions' }
  | { kind: 'fullscreen' }
  | { kind: 'jump'; to: 'start' | 'end' };

const SEEK_SECONDS = 5;
const VOLUME_STEP = 0.1;

export function playerActionOf(key: string): PlayerAction | null {
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case ' ':
    case 'k':
      return { kind: 'toggle' };
    case 'ArrowLeft':
    case 'j':
      return { kind: 'seek', seconds: -SEEK_SECONDS };
    case 'ArrowRight':
    case 'l':
      return { kind: 'seek', seconds: SEEK_SECONDS };
    case 'ArrowUp':
      return { kind: 'volume', delta: VOLUME_STEP };
    case 'ArrowDown':
      return { kind: 'volume', delta: -VOLUME_STEP };
    case 'm':
      return { kind: 'mute' };
    case 'c':
      return { kind: 'captions' };
    case 'f':
      return { kind: 'fullscreen' };
    case 'Home':
      return { kind: 'jump', to: 'start' };
    case 'End':
      return { kind: 'jump', to: 'end' };
    default:
      return null;
  }
}

/** Applies an action to the video; returns whether captions are now showing when it toggled them. */
export function applyPlayerAction(video: HTMLVideoElement, action: PlayerAction): void {
  switch (action.kind) {
    case 'toggle':
      if (video.paused || video.ended) void video.play().catch(() => undefined);
      else video.pause();
      return;
    case 'seek': {
      const end = Number.isFinite(video.duration) ? video.duration : Infinity;
      video.currentTime = Math.min(end, Math.max(0, video.currentTime + action.seconds));
      return;
    }
    case 'volume':
      video.muted = false;
      video.volume = Math.min(1, Math.max(0, Math.round((video.volume + action.delta) * 10) / 10));
      return;
    case 'mute':
      video.muted = !video.muted;
      return;
    case 'captions': {
      const tracks = [...video.textTracks];
      const showing = tracks.find((track) => track.mode === 'showing');
      for (const track of tracks) track.mode = 'disabled';
      if (!showing && tracks[0]) tracks[0].mode = 'showing';
      return;
    }
    case 'fullscreen':
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      else void video.requestFullscreen?.().catch(() => undefined);
      return;
    case 'jump':
      video.currentTime = action.to === 'start' ? 0 : Number.isFinite(video.duration) ? video.duration : video.currentTime;
      return;
  }
}
