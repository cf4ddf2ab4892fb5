// The offline connection assistant: drafts a connection request message (at most 500 characters, the
// connection_requests.message limit) that names what the two members really share.
import type { MemberData, OtherMember } from '../member-data.ts';
import { clip, listing } from '../text.ts';
import { sharedWith, superpowersCalledFor } from './matching.ts';

export const CONNECTION_MESSAGE_MAX = 500;

/** What she asked for, as the reason for reaching out ("ask her about fundraising" → "to ask you about fundraising"). */
function purpose(prompt: string): string | null {
  const p = prompt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(please\s+)?(help me\s+)?(write|draft|create|compose)\s+(me\s+)?(a\s+|an\s+)?(short\s+|quick\s+|friendly\s+)?(connection\s+)?(message|mesage|messge|note|request|intro(duction)?)\s*(to\s+\S+\s*)?[,:.;-]?\s*/i, '')
    .replace(/^(i\s+(want|would like|need|hope)\s+to|i'd like to)\s+/i, '')
    .replace(/\bshe\s+([a-z]+?)(e?s)\b/gi, (_, verb: string, ending: string) => `you ${ending === 'es' && /(sh|ch|ss|x|o)$/.test(verb) ? verb : verb + (ending === 'es' ? 'e' : '')}`)
    .replace(/\bher\b/gi, 'you')
    .replace(/\bshe\b/gi, 'you')
    .replace(/\bim\b/g, "I'm")
    .replace(/[.!?]+$/, '');
  if (p.length < 4) return null;
  if (/^you\b/i.test(p)) return `because ${p.charAt(0).toLowerCase()}${p.slice(1)}`;
  return /^(about|asking|to|for|because|regarding)\b/i.test(p) ? p : `to ${p.charAt(0).toLowerCase()}${p.slice(1)}`;
}

export function connectionMessage(me: MemberData, recipient: OtherMember | null, prompt: string): string {
  const myFirst = me.profile.display_name.split(/\s+/)[0];
  const who = [me.profile.role, me.profile.company].filter(Boolean).join(' at ');
  const greeting = recipient ? `Hi ${recipient.profile.display_name.split(/\s+/)[0]},` : 'Hi,';
  const intro = `I'm ${me.profile.display_name}${who ? `, ${who}` : ''}.`;

  let common = '';
  if (recipient) {
    const s = sharedWith(me, recipient, prompt);
    const bits: string[] = [];
    if (s.passions.length) bits.push(`a passion for ${listing(s.passions.slice(0, 2))}`);
    if (s.superpowers.length) bits.push(`${listing(s.superpowers.slice(0, 2))} as a superpower`);
    if (s.fuel.length) bits.push(`being driven by ${listing(s.fuel.slice(0, 2))}`);
    if (bits.length) common = ` I noticed we share ${listing(bits)}.`;
    if (s.sameChapter) common += common ? ' And we are in the same chapter!' : ' I noticed we are in the same chapter.';
    const fits = superpowersCalledFor(prompt, recipient.skills);
    if (!common && fits.length) common = ` Your strength in ${listing(fits.slice(0, 2))} caught my eye.`;
    if (!common && recipient.profile.role) common = ` Your work as ${recipient.profile.role} caught my eye.`;
  }
  const why = purpose(prompt);
  const ask = ' Would you be open to connecting, and maybe a short call?';
  const sign = ` Best, ${myFirst}`;
  const fixed = `${greeting} ${intro}${common}`;
  const room = CONNECTION_MESSAGE_MAX - fixed.length - ask.length - sign.length - ' I am reaching out .'.length;
  const reason = why && room > 20 ? ` I am reaching out ${clip(why, room)}.` : '';
  return clip(`${fixed}${reason}${ask}${sign}`, CONNECTION_MESSAGE_MAX);
}
