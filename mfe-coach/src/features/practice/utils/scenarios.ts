/** The popular scenarios of spec 02 §2 (title, duration, difficulty as its table gives them). */
export const PRESET_SCENARIOS = [
  {
    title: 'First-time Networking Event',
    duration: '15 min',
    difficulty: 'Beginner',
    description: 'Walk up to a fellow attendee at your first mixer, introduce yourself and find common ground.',
  },
  {
    title: 'Investor Pitch Preparation',
    duration: '30 min',
    difficulty: 'Advanced',
    description: 'Pitch your business to an investor who asks hard questions about traction, market and the ask.',
  },
  {
    title: 'Industry Conference Networking',
    duration: '20 min',
    difficulty: 'Intermediate',
    description: 'Meet a peer between conference sessions, trade insights and agree on a next step.',
  },
] as const;
