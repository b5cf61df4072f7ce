// Demo blog posts: public ones in German and English, one private (staff-only), one invisible and
// one for professionals (never shown to guests),
// so the blog, the home page's latest posts and the tests have content. Fixed ids and times.
import type { Post } from '@poct/schemas';
import { DEMO_AUTHOR_ID } from './timestamps.ts';

export const DEMO_PRIVATE_POST_ID = 'interne-redaktionsplanung-herbst';
export const DEMO_INVISIBLE_POST_ID = 'entwurf-neue-vergleichsfunktion';
export const DEMO_PUBLIC_POST_ID = 'crp-schnelltests-in-der-hausarztpraxis';
export const DEMO_PROFESSIONALS_POST_ID = 'meldepflichtige-erreger-im-poct-alltag';

function post(
  id: string,
  at: string,
  fields: Pick<Post, 'title' | 'brief' | 'content' | 'tags' | 'language'> & Partial<Post>,
): Post {
  return {
    id,
    created_at: at,
    updated_at: at,
    updated_by: DEMO_AUTHOR_ID,
    author_id: DEMO_AUTHOR_ID,
    private: false,
    visible: true,
    ...fields,
  };
}

export function demoPosts(): Post[] {
  return [
    post(DEMO_PUBLIC_POST_ID, '2025-06-02T08:00:00.000Z', {
      title: 'CRP-Schnelltests in der Hausarztpraxis',
      brief:
        'Wann ein CRP-Schnelltest bei Atemwegsinfekten hilft und worauf es bei der Geräteauswahl ankommt.',
      content:
        '## Warum CRP?\n\nEin **CRP-Schnelltest** hilft, bei Atemwegsinfekten über Antibiotika zu entscheiden.\n\n' +
        '- Ergebnis in wenigen Minuten\n- Kapillarblut genügt\n\n' +
        'Mehr zu den Geräten finden Sie in der [Suche](https://poct-atlas.example/search).',
      tags: ['CRP', 'Hausarztpraxis'],
      language: 'de',
    }),
    post('hba1c-point-of-care-what-the-evidence-says', '2025-05-20T09:30:00.000Z', {
      title: 'HbA1c at the point of care: what the evidence says',
      brief: 'Recent studies on point-of-care HbA1c analysers compared with laboratory methods.',
      content:
        'Point-of-care HbA1c devices have improved markedly.\n\n> Precision now meets the IFCC criteria for several devices.\n\n' +
        'We list the publications on each product page.',
      tags: ['HbA1c', 'Evidence'],
      language: 'en',
      author_id: 'user-superadmin',
    }),
    post('neu-im-katalog-mai', '2025-05-05T07:15:00.000Z', {
      title: 'Neu im Katalog: zehn Geräte im Mai',
      brief: 'Zehn neue Point-of-Care-Geräte mit Preisen und Publikationen.',
      content: 'Im Mai haben wir **zehn neue Geräte** aufgenommen, darunter drei Blutgasanalysatoren.',
      tags: ['Katalog'],
      language: 'de',
    }),
    post(DEMO_PRIVATE_POST_ID, '2025-06-10T10:00:00.000Z', {
      title: 'Interne Redaktionsplanung Herbst',
      brief: 'Nur für das Team: Themen und Termine der Herbstbeiträge.',
      content: 'Themen: Gerinnung, Blutgase, Infektionsdiagnostik.',
      tags: ['Intern'],
      language: 'de',
      private: true,
    }),
    post(DEMO_PROFESSIONALS_POST_ID, '2025-04-02T08:00:00.000Z', {
      title: 'Meldepflichtige Erreger im POCT-Alltag',
      brief: 'Was bei einem positiven Schnelltest auf einen meldepflichtigen Erreger zu tun ist.',
      content:
        'Ein positiver **SARS-CoV-2**- oder **Influenza**-Schnelltest ist nach § 7 IfSG meldepflichtig.',
      tags: ['Infektionsdiagnostik'],
      language: 'de',
      audience: 'professionals',
    }),
    post(DEMO_INVISIBLE_POST_ID, '2025-06-12T10:00:00.000Z', {
      title: 'Entwurf: die neue Vergleichsfunktion',
      brief: 'Noch nicht veröffentlicht.',
      content: 'Dieser Entwurf ist noch nicht sichtbar.',
      tags: ['Vergleich'],
      language: 'de',
      visible: false,
    }),
  ];
}
