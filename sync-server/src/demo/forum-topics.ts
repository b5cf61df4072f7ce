// Demo forum topics and sub-topics (fixed ids), so a fresh installation's forum has somewhere to
// write. Threads and comments are the users' own; none are invented.
import type { ForumTopic } from '@poct/schemas';

const AT = '2025-07-01T00:00:00.000Z';
const stamps = { created_at: AT, updated_at: AT, updated_by: 'system' };

export function demoForumTopics(): ForumTopic[] {
  return [
    {
      id: 'topic-coagulation',
      name: { de: 'Gerinnung', en: 'Coagulation' },
      description: {
        de: 'INR, D-Dimer und mehr am Point of Care',
        en: 'INR, D-dimer and more at the point of care',
      },
      ...stamps,
    },
    {
      id: 'subtopic-inr',
      parent_id: 'topic-coagulation',
      name: { de: 'INR-Messung', en: 'INR testing' },
      description: { de: 'Erfahrungen mit INR-Geräten', en: 'Experience with INR devices' },
      ...stamps,
    },
    {
      id: 'topic-infection',
      name: { de: 'Infektionsdiagnostik', en: 'Infection testing' },
      description: { de: 'CRP, PCT und Schnelltests', en: 'CRP, PCT and rapid tests' },
      ...stamps,
    },
    {
      id: 'subtopic-crp',
      parent_id: 'topic-infection',
      name: { de: 'CRP im Praxisalltag', en: 'CRP in everyday practice' },
      description: { de: 'Geräte, Abläufe, Abrechnung', en: 'Devices, workflows, billing' },
      ...stamps,
    },
  ];
}
