/** Route builders for every area, so cross-area links are absolute paths on the one router. */
export const paths = {
  home: () => '/',
  auth: () => '/auth',
  /** Where a password recovery link lands (the member sets a new password there). */
  resetPassword: () => '/auth/reset-password',
  timeline: () => '/app/timeline',
  /** The feed's short address, where the landing page's Dashboard and Get Started buttons go (spec 01 §1). */
  timelineShort: () => '/timeline',
  post: (postId: string) => `/app/timeline/post/${encodeURIComponent(postId)}`,
  /** The account page (the profile remote). */
  settings: () => '/app/settings',
  profile: (userId?: string) => (userId ? `/app/profile/${encodeURIComponent(userId)}` : '/app/profile'),
  messages: (conversationId?: string) =>
    conversationId ? `/app/messages/${encodeURIComponent(conversationId)}` : '/app/messages',
  /**
   * Message a member: a link that opens her conversation with this member (`/app/messages/<id>`) with the
   * composer; the conversation reaches the other member only with its first message.
   */
  messagesWith: (userId: string) => `/app/messages/with/${encodeURIComponent(userId)}`,
  who: () => '/app/who',
  whoDiscovery: () => '/app/who/discovery',
  whoGoals: () => '/app/who/goals',
  /** Who Matches; with a request id, its Connection Requests tab with that request shown (a notification's target). */
  whoMatches: (requestId?: string) =>
    requestId ? `/app/who/matches?tab=requests&request=${encodeURIComponent(requestId)}` : '/app/who/matches',
  preGame: () => '/app/pre-game',
  /** The coach's practice page, where Who's practice card sends her. */
  pregameCoach: () => '/pregame-coach',
  localChapters: () => '/app/local-chapters',
  chapter: (chapterId: string | number) => `/app/chapter/${encodeURIComponent(String(chapterId))}`,
  /** The search results page: every group of the header search, paged. */
  search: (q?: string) => (q ? `/app/search?q=${encodeURIComponent(q)}` : '/app/search'),
  events: () => '/app/events',
  event: (eventId: string) => `/app/events/${encodeURIComponent(eventId)}`,
  myEvents: () => '/app/my-events',
  adminLogin: () => '/admin/login',
  adminDashboard: () => '/admin/dashboard',
  president: () => '/president',
  presidentDashboard: () => '/president/dashboard',
} as const;

/** Where the feed composer lives; the header's Create Post button focuses it via this hash. */
export const FEED_COMPOSER_HASH = '#composer';
