/** An admin action awaiting confirmation: what the dialog says, and what it runs with the given reason. */
export interface AdminAction {
  title: string;
  /** What will happen, naming the target ('Delete the post "Hello" by Maya?'). */
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  /** The spec's failure text ('Failed to delete post'). */
  failure: string;
  run: (reason: string) => Promise<unknown>;
}
