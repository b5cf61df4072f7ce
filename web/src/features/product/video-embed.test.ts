import { describe, expect, it } from 'vitest';
import { videoEmbed } from './video-embed.ts';

describe('videoEmbed', () => {
  it('plays YouTube through the cookieless host, whatever address form the editors pasted', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(videoEmbed(url), url).toEqual({
        kind: 'frame',
        host: 'YouTube',
        origin: 'https://www.youtube-nocookie.com',
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      });
    }
  });

  it('plays Vimeo without tracking and video files in the browser', () => {
    expect(videoEmbed('https://vimeo.com/76979871')).toMatchObject({
      kind: 'frame',
      src: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    });
    expect(videoEmbed('https://demo.poct-atlas.test/a/prod-00001/videos/9.mp4')).toEqual({
      kind: 'file',
      src: 'https://demo.poct-atlas.test/a/prod-00001/videos/9.mp4',
    });
  });

  it('leaves other addresses, other schemes and forged ids as links', () => {
    for (const url of [
      'https://example.test/product',
      'javascript:alert(1)//.mp4',
      'data:video/mp4;base64,AAAA',
      'https://www.youtube.com/watch?v=%22onload%3D',
      'https://evil.test/?https://youtu.be/dQw4w9WgXcQ',
      'not a url',
    ]) {
      expect(videoEmbed(url), url).toBeNull();
    }
  });
});
