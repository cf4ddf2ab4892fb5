/** The four connection types and the decision guide of Who Strategies (spec 02 §2). */
export const CONNECTION_TYPE_NAMES = ['mentor', 'collaborator', 'authority', 'raving_fan'] as const;
export type ConnectionType = (typeof CONNECTION_TYPE_NAMES)[number];

export const CONNECTION_TYPES: readonly { type: ConnectionType; title: string; text: string }[] = [
  { type: 'mentor', title: 'Mentors', text: 'Women who have walked the path and can show you the next step.' },
  { type: 'collaborator', title: 'Collaborators', text: 'Peers who share your audience and grow with you.' },
  { type: 'authority', title: 'Authority Allies', text: 'Trusted voices whose endorsement opens doors.' },
  { type: 'raving_fan', title: 'Raving Fans', text: 'People who love your work and tell others about it.' },
];

export const DECISION_GUIDE: readonly { situation: string; type: ConnectionType }[] = [
  { situation: 'Stuck', type: 'mentor' },
  { situation: 'No visibility', type: 'collaborator' },
  { situation: 'Need trust', type: 'authority' },
  { situation: 'Loved but not shared', type: 'raving_fan' },
];

/** Which connection type a situation leads to. */
export const guideFor = (situation: string): ConnectionType | null =>
  DECISION_GUIDE.find((row) => row.situation.toLowerCase() === situation.toLowerCase())?.type ?? null;

export const connectionTypeTitle = (type: ConnectionType) => CONNECTION_TYPES.find((c) => c.type === type)!.title;

/** A goal's category as a connection type (networking goals from elsewhere default to a mentor session). */
export const asConnectionType = (category: string): ConnectionType =>
  CONNECTION_TYPES.some((c) => c.type === category) ? (category as ConnectionType) : 'mentor';
