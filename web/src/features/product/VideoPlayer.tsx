// A product video played in the page (video-embed.ts): a file in the browser's player, loading
// nothing until played; a YouTube or Vimeo video behind a button that says which host it loads
// from, so the host sees the reader only after they chose to play.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { linkTitleIn, linkUrl } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { Button } from '../../ui/Button.tsx';
import { ExternalLink, type ShownLink } from './ExternalLink.tsx';
import { videoEmbed } from './video-embed.ts';

export function VideoPlayer({ link }: { link: ShownLink }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [playing, setPlaying] = useState(false);
  const href = linkUrl(link);
  const embed = href ? videoEmbed(href) : null;
  if (!embed) return <ExternalLink link={link} />;
  const title = linkTitleIn(link, locale);
  const host = embed.kind === 'frame' ? embed.host : '';
  return (
    <figure className="product-video">
      {embed.kind === 'file' ? (
        <video className="product-video__player" controls preload="none" src={embed.src} aria-label={title} />
      ) : playing ? (
        <iframe
          className="product-video__player"
          src={embed.src}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation"
        />
      ) : (
        <div className="product-video__facade">
          <Button
            onPress={() => setPlaying(true)}
            aria-label={t`Play “${title}” (loads the player from ${host})`}
          >
            <Trans>Play video</Trans>
          </Button>
          <p className="muted">
            <Trans>Playing loads the video from {host}, which then receives your address.</Trans>
          </p>
        </div>
      )}
      <figcaption>
        <ExternalLink link={link} />
      </figcaption>
    </figure>
  );
}
