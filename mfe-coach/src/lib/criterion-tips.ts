/** Concrete tips per scorecard criterion (the function scores, these say what to try next time). */
export const CRITERION_TIPS: Record<string, string> = {
  opening: 'Open with a greeting, your name and one line on what you do: "Hi, I\'m Ana, I run a design studio."',
  questions: 'Ask at least two questions that start with what, how or tell me, and let her answer fully.',
  listening: 'Reflect back before moving on: "So you mentioned hiring is the hard part…"',
  value: 'Offer something concrete: an introduction, a resource or a tip that fits what she said.',
  ask: 'End with a specific next step and a time: "Could we grab a coffee next Tuesday?"',
  balance: 'Aim to speak about a third to half of the words; a question gives the floor back.',
};
