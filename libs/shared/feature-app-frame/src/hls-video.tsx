/**
 * `@akademi-siber/feature-app-frame/hls-video`: a video streamed as HLS from the API through hls.js (decision 0020).
 * In the course player every playlist and segment request carries the member's Bearer token (hls.js `xhrSetup`), so
 * no URL of the stream works without it; the course page's free preview (decision 0054) plays a public stream with
 * no token. Starts at `startAt`; reports the position while playing (every 10 s of playback, on pause and when left)
 * and the end. hls.js is loaded only when a video is shown, so no other page pays for it.
 */
// The light build's declaration, for every program that compiles this file (the shell's, the member remote's): an
// ambient module has no import to carry it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./hls-light.d.ts" />
import { Notice } from '@akademi-siber/ui-design-system';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import styled from 'styled-components';

export const HLS_UNSUPPORTED_MESSAGE =
  'Browser ini tidak dapat memutar video kelas. Gunakan Chrome, Edge, atau Firefox versi terbaru.';
export const HLS_FAILED_MESSAGE = 'Video gagal dimuat. Periksa koneksi internet Anda, lalu muat ulang halaman.';
/** Seconds of playback between two saved positions. */
export const SAVE_EVERY_SECONDS = 10;

const Frame = styled.div`
  position: relative;
  background: ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  aspect-ratio: 16 / 9;
  video {
    width: 100%;
    height: 100%;
    display: block;
  }
`;

export interface HlsVideoProps {
  src: string;
  /** The Bearer token every request carries; null for a public stream. */
  token?: string | null;
  title: string;
  startAt?: number;
  onPosition?(seconds: number): void;
  onEnded?(seconds: number): void;
  testId?: string;
}

export function HlsVideo({
  src,
  token = null,
  title,
  startAt = 0,
  onPosition,
  onEnded,
  testId = 'lesson-video',
}: HlsVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The latest callbacks, without restarting the stream when the parent re-renders.
  const callbacks = useRef({ onPosition, onEnded });
  callbacks.current = { onPosition, onEnded };

  // Read when a stream starts: a new `src` (another material) starts over; the token does not change while signed in.
  const streamStart = useEffectEvent(() => ({ startAt, token }));

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    const { startAt, token } = streamStart();
    let destroyed = false;
    let hls: { destroy(): void } | null = null;
    let lastSaved = startAt;
    const position = () => Math.floor(video.currentTime);
    const save = () => {
      const now = position();
      if (now !== lastSaved) {
        lastSaved = now;
        callbacks.current.onPosition?.(now);
      }
    };
    const onTime = () => {
      if (Math.abs(position() - lastSaved) >= SAVE_EVERY_SECONDS) save();
    };
    const onEnd = () => {
      lastSaved = position();
      callbacks.current.onEnded?.(lastSaved);
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', save);
    video.addEventListener('ended', onEnd);

    void import('hls.js/light').then(
      ({ default: Hls }) => {
        if (destroyed) return;
        if (!Hls.isSupported()) {
          setFailure(HLS_UNSUPPORTED_MESSAGE);
          return;
        }
        const player = new Hls({
          startPosition: startAt,
          xhrSetup: (xhr) => {
            if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
          },
        });
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailure(HLS_FAILED_MESSAGE);
        });
        player.loadSource(src);
        player.attachMedia(video);
        hls = player;
      },
      () => !destroyed && setFailure(HLS_FAILED_MESSAGE),
    );

    return () => {
      destroyed = true;
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', save);
      video.removeEventListener('ended', onEnd);
      if (video.currentTime > 0 && !video.ended) save();
      hls?.destroy();
    };
  }, [src]);

  return (
    <div>
      <Frame>
        <video
          ref={videoRef}
          controls
          playsInline
          preload="metadata"
          aria-label={`Video: ${title}`}
          data-testid={testId}
        />
      </Frame>
      {failure && (
        <Notice $tone="danger" role="alert" style={{ marginTop: 12 }}>
          {failure}
        </Notice>
      )}
    </div>
  );
}
