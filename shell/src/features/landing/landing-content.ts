/** Copy of the landing page sections. */
export const STEPS = [
  { title: 'Discover', text: 'Uncover your superpowers, passions and the fuel that drives you.' },
  { title: 'Define', text: 'Set clear networking goals with an AI goal coach at your side.' },
  { title: 'Connect', text: 'Meet the mentors, collaborators, allies and fans who move you forward.' },
  { title: 'Achieve', text: 'Track your progress, celebrate wins and share them with the community.' },
] as const;

export const FEATURES = [
  { title: 'Discover Your Superpowers', text: 'Name the strengths that make you unforgettable, with AI help when you are stuck.' },
  { title: 'Set Meaningful Goals', text: 'Turn intentions into networking goals and move them stage by stage.' },
  { title: 'Find Your Tribe', text: 'Join one of 26 local chapters and a network of women who lift each other up.' },
  { title: 'Share Your Passions', text: 'Show what lights you up so the right people can find you.' },
  { title: 'Strategic Networking', text: 'Know whether you need a mentor, a collaborator, an authority ally or raving fans.' },
  { title: 'AI-Powered Matching', text: 'Get matched with members whose skills and goals complement yours.' },
] as const;

export const STORIES = [
  { name: 'Maya R.', role: 'Founder, Bloom Studio', quote: 'I walked into my first chapter event knowing nobody. I left with a mentor and two clients.' },
  { name: 'Dana K.', role: 'CEO, Northwind Labs', quote: 'The practice coach got me ready for the investor pitch I had been dreading for months.' },
  { name: 'Priya S.', role: 'Consultant', quote: 'Finally a network where women celebrate each other’s wins out loud.' },
] as const;

export const FOOTER_YEAR = 2024;
