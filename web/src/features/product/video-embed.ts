// How a product video plays inside the page: a video file in the browser's own player; YouTube
// (through youtube-nocookie.com) and Vimeo (`dnt=1`) in their players, loaded only when the
// reader asks (VideoPlayer's click-to-load facade), so opening a product page contacts no video
// host. Anything else stays a link. The server's Content-Security-Policy allows exactly these
// frame hosts (sync-server/src/http/security-headers.ts VIDEO_FRAME_ORIGINS).
export type VideoEmbed =
  { kind: 'file'; src: string } | { kind: 'frame'; host: 'YouTube' | 'Vimeo'; src: string; origin: string };

const VIDEO_FILE = /\.(?:mp4|webm|ogv|ogg|mov)$/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{4,15}$/;

export function videoEmbed(url: string): VideoEmbed | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be') {
    const id =
      host === 'youtu.be'
        ? parsed.pathname.slice(1)
        : (parsed.searchParams.get('v') ?? /^\/(?:embed|shorts)\/([^/]+)/.exec(parsed.pathname)?.[1] ?? '');
    if (!YOUTUBE_ID.test(id)) return null;
    const origin = 'https://www.youtube-nocookie.com';
    return { kind: 'frame', host: 'YouTube', src: `${origin}/embed/${id}?autoplay=1`, origin };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /(\d+)\/?$/.exec(parsed.pathname)?.[1] ?? '';
    if (!VIMEO_ID.test(id)) return null;
    const origin = 'https://player.vimeo.com';
    return { kind: 'frame', host: 'Vimeo', src: `${origin}/video/${id}?dnt=1&autoplay=1`, origin };
  }
  if (VIDEO_FILE.test(parsed.pathname)) return { kind: 'file', src: parsed.href };
  return null;
}
