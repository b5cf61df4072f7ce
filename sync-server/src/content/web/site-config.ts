// GET /api/site-config: what the browser needs to know about this installation before it may
// load third-party tags. The tags themselves load only after consent (web/src/consent/); with
// no ANALYTICS_URL and no ADS_CONVERSION_ID configured (the default) there is nothing to load.
import express from 'express';
import type { Config } from '../../platform/config.ts';

export interface SiteConfig {
  analytics: { url: string } | null;
  ads: { id: string; url: string } | null;
}

export function siteConfig(config: Config): SiteConfig {
  return {
    analytics: config.analyticsUrl ? { url: config.analyticsUrl } : null,
    ads: config.adsConversionId
      ? {
          id: config.adsConversionId,
          url: `${config.adsTagUrl}${config.adsTagUrl.includes('?') ? '&' : '?'}id=${encodeURIComponent(config.adsConversionId)}`,
        }
      : null,
  };
}

export function createSiteConfigRouter(config: Config): express.Router {
  const router = express.Router();
  router.get('/', (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.json(siteConfig(config));
  });
  return router;
}
