// The change feed frames a pass's events itself (one write per socket): its frames must read back as ws reads
// them, at every length encoding (7-bit, 16-bit and 64-bit lengths).
import type { Writable } from 'node:stream';
import * as wsModule from 'ws';
import { describe, expect, it } from 'vitest';
import { changeEnvelope, decodeText, textFrames, type Vsn } from '../src/realtime/protocol.ts';

// ws's own frame parser (exported at run time, not in its type declarations).
const { Receiver } = wsModule as unknown as { Receiver: new (options: { isServer: boolean }) => Writable };

function readFrames(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const texts: string[] = [];
    const receiver = new Receiver({ isServer: false });
    receiver.on('message', (data: Buffer, isBinary: boolean) => texts.push(isBinary ? '(binary)' : data.toString('utf8')));
    receiver.on('error', reject);
    receiver.write(bytes, () => resolve(texts));
  });
}

describe('textFrames', () => {
  it('frames messages of every length encoding that ws reads back unchanged, in order', async () => {
    // Byte lengths at each encoding's edges, and one whose characters take two bytes each.
    const texts = [0, 1, 125, 126, 65535, 65536, 200_000].map((n) => 'x'.repeat(n)).concat('é'.repeat(100));
    const bytes = textFrames(texts.map((t) => [Buffer.from(t)]));
    expect(await readFrames(bytes)).toEqual(texts);
  });

  it('joins a change message around shared data, in both protocol versions', async () => {
    const data = Buffer.from(JSON.stringify({ table: 'posts', record: { content: 'hé "quoted"' } }));
    const changeMessage = (vsn: Vsn, ids: number[]) => {
      const [head, tail] = changeEnvelope(vsn, 'realtime:feed', ids);
      return [head, data, tail];
    };
    const messages = [changeMessage('2.0.0', [7]), changeMessage('1.0.0', [7, 9])];
    const [v2, v1] = (await readFrames(textFrames(messages))).map(decodeText);
    expect(v2).toEqual({ joinRef: null, ref: null, topic: 'realtime:feed', event: 'postgres_changes', payload: { ids: [7], data: JSON.parse(String(data)) } });
    expect(v1).toEqual({ joinRef: null, ref: null, topic: 'realtime:feed', event: 'postgres_changes', payload: { ids: [7, 9], data: JSON.parse(String(data)) } });
  });
});
