// The product video: eight silent seconds (web/scripts/make-product-video.ts) with captions in
// both languages; the page's language is the default track, and a text version sits below for
// readers who do not play video.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n/use-locale.ts';

export function ProductVideo() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <figure className="video">
      <video
        className="video__player"
        controls
        preload="metadata"
        width={640}
        height={360}
        poster="/media/product-tour-poster.png"
        aria-describedby="video-transcript"
      >
        <source src="/media/product-tour.webm" type="video/webm" />
        <track
          kind="captions"
          src="/media/product-tour.de.vtt"
          srcLang="de"
          label={t`German`}
          default={locale === 'de'}
        />
        <track
          kind="captions"
          src="/media/product-tour.en.vtt"
          srcLang="en"
          label={t`English`}
          default={locale === 'en'}
        />
      </video>
      <figcaption id="video-transcript" className="video__transcript">
        <Trans>
          The video shows a search by product name with results appearing as you type, filters by parameter,
          sample volume and connectivity, two devices compared side by side, and the catalogue still working
          on a device without a network.
        </Trans>
      </figcaption>
    </figure>
  );
}
