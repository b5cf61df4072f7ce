// Security headers on every response (HTML, /api, /db, /uploads, errors, 404), set first so no
// route can forget them: helmet's set (nosniff, Referrer-Policy, HSTS, COOP, CORP, …) with our
// Content-Security-Policy, and a Permissions-Policy (helmet has none).
//
// The policy allows our own origin and, for scripts, connections and images, exactly the
// origins of the configured consent-bound tags (ANALYTICS_URL, ADS_TAG_URL when
// ADS_CONVERSION_ID is set); nothing when none is configured. The built app has no inline script
// or style element (React sets style properties through the DOM, which CSP does not govern);
// workers and the service worker come from our origin, the PDF and CSV downloads are blob:
// URLs, image previews blob: or data:. Nothing may frame the site (clickjacking).
//
// Known gap: script-src has 'unsafe-eval', because ajv (the shared schema validator, run in the
// browser by the workspace forms and local master writes) compiles each schema with
// `new Function`. Inline scripts and foreign origins stay blocked. Removing it needs the schemas
// compiled ahead of time (ajv's standalone code) for the browser bundle.
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/** Origins of the third-party tags this installation may load after consent. */
export function tagOrigins(config: Pick<Config, 'analyticsUrl' | 'adsConversionId' | 'adsTagUrl'>): string[] {
  const urls = [config.analyticsUrl, config.adsConversionId ? config.adsTagUrl : undefined];
  return [
    ...new Set(urls.filter((url): url is string => url !== undefined).map((url) => new URL(url).origin)),
  ];
}

/** Browser features the site never uses; payments go to Stripe Checkout by redirect. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * The two fixed `<style>` elements react-aria adds (usePress: `touch-action` on pressables;
 * usePreventScroll: `overscroll-behavior` while a modal is open), allowed by their SHA-256 so
 * style-src needs no 'unsafe-inline'. web/e2e/security-headers.spec.ts fails on any violation,
 * so a react-aria update that changes a text shows up there.
 */
export const REACT_ARIA_STYLE_HASHES = [
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
];

/**
 * Product videos play in the page (web/src/pages/product/video-embed.ts): YouTube's cookieless
 * player and Vimeo's in a frame, loaded only when the reader presses play; video files from the
 * link's own https host, also only on play (`preload="none"`).
 */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export function securityHeaders(config: Config): RequestHandler {
  const tags = tagOrigins(config);
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-eval'", ...tags],
        connectSrc: ["'self'", ...tags],
        imgSrc: ["'self'", 'data:', 'blob:', ...tags],
        styleSrc: ["'self'", ...REACT_ARIA_STYLE_HASHES],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: VIDEO_FRAME_ORIGINS,
        mediaSrc: ["'self'", 'https:'],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
  });
  return (req, res, next) => {
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    applyHelmet(req, res, next);
  };
}
