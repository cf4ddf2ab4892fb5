/** The signed-in member's own diva_presidents record (the portal's role). */
export interface LeaderRecord {
  id: string;
  full_name: string;
  role: 'president' | 'moderator';
  chapter_id: number | null;
  chapter_name: string | null;
  approved: boolean;
}

export const isModerator = (leader: LeaderRecord): boolean => leader.role === 'moderator';
