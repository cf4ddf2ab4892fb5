// Her own content, two members in two browsers: Message from Who's dashboard lands in the thread, and the
// conversation reaches the other member only with its first message; she edits and deletes her message and the
// other member sees both live; she edits her post (labels chosen again, "edited") and deletes her comment and her
// post.
import type { Page } from '@playwright/test';
import { expectAreaReady } from '../support/areas.ts';
import { expect, test } from '../support/fixtures.ts';

test.use({ memberNames: ['Ada Own', 'Bea Own'] });

const row = (page: Page, name: string) => page.getByTestId('conversation-row').filter({ hasText: name });

test('Message from Who opens the thread; no empty conversation reaches her; messages, posts and comments of her own are edited and deleted', async ({ twoMembers }) => {
  test.setTimeout(120_000);
  const [ada, bea] = twoMembers;
  // Bea and Ada are connected (Bea asked, Ada approved), so Bea is on Ada's Who dashboard.
  const request = await bea.client.from('connection_requests').insert({ requester_id: bea.id, requested_id: ada.id }).select('id').single();
  expect(request.error).toBeNull();
  expect((await ada.client.from('connection_requests').update({ status: 'approved' }).eq('id', request.data!.id)).error).toBeNull();

  await bea.page.goto('/app/messages');
  await expectAreaReady(bea.page, 'messaging');
  await expect(bea.page.getByText('No conversations yet')).toBeVisible();

  // Message on Who's dashboard is a link; it lands in the pair's thread with the composer.
  await ada.page.goto('/app/who');
  await expectAreaReady(ada.page, 'who');
  const message = ada.page.getByRole('link', { name: 'Message Bea Own' });
  await expect(message).toHaveAttribute('href', `/app/messages/with/${bea.id}`);
  await message.click();
  await expect(ada.page).toHaveURL(/\/app\/messages\/[0-9a-f-]{36}$/);
  await expect(ada.page.getByTestId('thread-name')).toHaveText('Bea Own');
  const adaInput = ada.page.getByRole('textbox', { name: 'Message' });
  await expect(adaInput).toBeVisible();

  // Opened but empty: nothing of it is Bea's, on the server or on her screen.
  expect((await bea.client.rpc('list_conversations', {})).data).toEqual([]);
  expect((await bea.client.from('conversations').select('id')).data).toEqual([]);
  await expect(bea.page.getByText('No conversations yet')).toBeVisible();

  // The first message makes it hers, live.
  await adaInput.fill('See you at 5');
  await adaInput.press('Enter');
  await expect(ada.page.getByTestId('message-content').last()).toHaveText('See you at 5');
  await row(bea.page, 'Ada Own').click();
  const beaLast = bea.page.getByTestId('message').last();
  await expect(beaLast.getByTestId('message-content')).toHaveText('See you at 5');

  // Ada edits it: both sides show the new text and 'edited', Bea's live.
  await ada.page.getByRole('button', { name: 'Options for your message' }).last().click();
  await ada.page.getByRole('menuitem', { name: 'Edit message' }).click();
  const edit = ada.page.getByRole('dialog').getByRole('textbox', { name: 'Edit your message' });
  await edit.fill('See you at 6');
  await ada.page.getByRole('dialog').getByRole('button', { name: 'Save edit' }).click();
  await expect(ada.page.getByTestId('message').last().getByTestId('message-edited')).toBeVisible();
  await expect(beaLast.getByTestId('message-content')).toHaveText('See you at 6');
  await expect(beaLast.getByTestId('message-edited')).toBeVisible();

  // Ada deletes it: 'Message deleted' on both sides, Bea's live.
  await ada.page.getByRole('button', { name: 'Options for your message' }).last().click();
  await ada.page.getByRole('menuitem', { name: 'Delete message' }).click();
  await ada.page.getByRole('dialog').getByRole('button', { name: 'Delete message' }).click();
  await expect(ada.page.getByTestId('message').last().getByTestId('message-deleted')).toHaveText('Message deleted');
  await expect(beaLast.getByTestId('message-deleted')).toHaveText('Message deleted');
  await expect(bea.page.getByText('See you at 6')).toHaveCount(0);

  // Her post: others' menu is not on it, hers is. Edit: the text, its labels chosen again, and "edited".
  const created = await ada.client.from('posts').insert({ user_id: ada.id, content: 'Quiet week', tags: ['General'] }).select('id').single();
  expect(created.error).toBeNull();
  await ada.page.goto('/app/timeline');
  await expectAreaReady(ada.page, 'feed');
  const post = ada.page.locator(`[data-post-id="${created.data!.id}"]`);
  await expect(post.getByTestId('post-content')).toHaveText('Quiet week');
  await post.getByRole('button', { name: 'Options for your post' }).click();
  await ada.page.getByRole('menuitem', { name: 'Edit' }).click();
  await ada.page.getByRole('dialog').getByRole('textbox', { name: 'Post content' }).fill('We closed our seed round with two investors');
  await ada.page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(post.getByTestId('post-content')).toHaveText('We closed our seed round with two investors');
  await expect(post.getByTestId('post-edited')).toBeVisible();
  await expect(post.getByTestId('post-tags')).toContainText('Fundraising');
  await expect(post.getByTestId('post-tags')).not.toContainText('General');

  // Her comment: written, then deleted after the confirmation; the count follows.
  await post.getByTestId('comments-toggle').click();
  await post.getByRole('textbox', { name: 'Write a comment' }).fill('Thank you all');
  await post.getByRole('button', { name: 'Send comment' }).click();
  await expect(post.getByTestId('comment-content')).toHaveText('Thank you all');
  await expect(post.getByTestId('comments-toggle')).toHaveText('1 comment');
  await post.getByTestId('delete-comment').click();
  await ada.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(post.getByTestId('comment-content')).toHaveCount(0);
  await expect(post.getByTestId('comments-toggle')).toHaveText('0 comments');

  // Her post deleted after the confirmation: gone from her feed, and from the database with its likes.
  await bea.client.from('post_likes').insert({ post_id: created.data!.id, user_id: bea.id });
  await post.getByRole('button', { name: 'Options for your post' }).click();
  await ada.page.getByRole('menuitem', { name: 'Delete' }).click();
  await ada.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(post).toHaveCount(0);
  expect((await bea.client.from('post_likes').select('id').eq('post_id', created.data!.id)).data).toEqual([]);
});
