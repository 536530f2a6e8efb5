import { describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@flirtwire/contracts';
import {
  CUSTOMER_ROWS,
  CUSTOMER_TAGS,
  customerRowsProjection,
  tagDocId,
} from './customer-rows.projection.js';
import { offerMade, offerRedeemed } from '../testing/offers.js';
import { flirt, ann, bob, annRow, bobRow, uuid, setup } from './customer-rows.fixtures.js';

describe('customer-rows projection: contact, tags and identity', () => {
  it('keeps the system tags in step with every relationship event: a block by either side ends the follow', async () => {
    const { h, at } = setup();
    const pair = { creatorId: flirt, customerId: ann };
    // Each step: the relationship event, then the row's follow flag and system tags after it.
    const steps: [string, Record<string, unknown>, boolean, string[]][] = [
      ['Followed', pair, true, ['Free Followers']],
      ['CustomerBlocked', { ...pair, by: 'creator' }, false, ['Blocked']],
      ['CustomerUnblocked', { ...pair, by: 'creator' }, false, []],
      ['Followed', pair, true, ['Free Followers']],
      ['CustomerBlocked', { ...pair, by: 'customer' }, false, []],
      ['CustomerUnblocked', { ...pair, by: 'customer' }, false, []],
      ['Followed', pair, true, ['Free Followers']],
      ['Unfollowed', pair, false, []],
    ];
    let day = 1;
    for (const [type, data, following, systemTags] of steps) {
      await h.run([h.event(type, data, at(`2026-01-${String(day++).padStart(2, '0')}`))]);
      expect({ type, ...h.doc(CUSTOMER_ROWS, annRow) }).toMatchObject({
        type,
        following,
        systemTags,
      });
    }
  });

  it('counts messages both ways, keeps the latest contact when reports arrive late, and notes chat', async () => {
    const { h, at } = setup();
    const message = (
      id: string,
      direction: string,
      when: string,
      chatId: string | null = 'chat-1',
    ) =>
      h.event(
        'MessageExchanged',
        {
          messageId: id,
          creatorId: flirt,
          customerId: ann,
          direction,
          channel: chatId ? 'chat' : 'mail',
          chatId,
          at: when,
        },
        at('2026-01-10'),
      );
    await h.run([
      message('m1', 'to_advisor', at('2026-01-09')),
      message('m2', 'from_advisor', at('2026-01-09', '13:00:00')),
      message('m0', 'to_advisor', at('2026-01-08'), null),
      h.event(
        'ChatVolleyBilled',
        {
          volleyId: 'v1',
          chargeId: 'chat-volley-v1',
          creatorId: flirt,
          customerId: ann,
          chatId: 'chat-9',
          at: at('2026-01-09', '12:30:00'),
          amountCents: 199,
          platformFeeCents: 60,
        },
        at('2026-01-10'),
      ),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      msgsToAdvisor: 2,
      msgsFromAdvisor: 1,
      lastContactAt: at('2026-01-09', '13:00:00'),
      lastContactId: 'm2',
      lastContactType: 'Chat',
      lastContactUrl: '/chat/chat-1',
      chatSlug: 'chat-9',
      hasChatEarnings: true,
      ltBy: { chat: 199 },
      customerSince: at('2026-01-08'),
    });
  });

  it('applies, removes, renames and deletes tags on every customer, counting them', async () => {
    const { h, tip, at } = setup();
    const tags = (type: string, data: unknown) => h.event(type, data, at('2026-01-20'));
    await h.run([
      tip(ann, 100, '2026-01-15'),
      tip(bob, 100, '2026-01-15', 101),
      tags('CustomerTagCreated', { creatorId: flirt, name: 'VIP' }),
      tags('CustomerTagCreated', { creatorId: flirt, name: 'Night owl' }),
      tags('CustomerTagsApplied', {
        creatorId: flirt,
        customerIds: [ann, bob, uuid(999)],
        tags: ['VIP'],
      }),
      tags('CustomerTagsApplied', {
        creatorId: flirt,
        customerIds: [ann],
        tags: ['VIP', 'Night owl'],
      }),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)?.userTags).toEqual(['VIP', 'Night owl']);
    expect(h.doc(CUSTOMER_ROWS, bobRow)?.userTags).toEqual(['VIP']);
    expect(h.doc(CUSTOMER_ROWS, `${flirt}:${uuid(999)}`)).toBeNull();
    expect(h.doc(CUSTOMER_TAGS, tagDocId(flirt, 'user_tag', 'vip'))).toMatchObject({
      name: 'VIP',
      count: 2,
      type: 'user_tag',
    });
    expect(h.doc(CUSTOMER_TAGS, tagDocId(flirt, 'user_tag', 'Night owl'))).toMatchObject({
      count: 1,
    });

    await h.run([
      tags('CustomerTagRenamed', { creatorId: flirt, name: 'VIP', newName: 'Big fan' }),
      tags('CustomerTagsRemoved', { creatorId: flirt, customerIds: [bob], tags: ['Big fan'] }),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)?.userTags).toEqual(['Big fan', 'Night owl']);
    expect(h.doc(CUSTOMER_ROWS, bobRow)?.userTags).toEqual([]);
    expect(h.doc(CUSTOMER_TAGS, tagDocId(flirt, 'user_tag', 'VIP'))).toMatchObject({
      deleted: true,
      count: 0,
    });
    expect(h.doc(CUSTOMER_TAGS, tagDocId(flirt, 'user_tag', 'Big fan'))).toMatchObject({
      name: 'Big fan',
      count: 1,
    });

    await h.run([tags('CustomerTagDeleted', { creatorId: flirt, name: 'Night owl' })]);
    expect(h.doc(CUSTOMER_ROWS, annRow)?.userTags).toEqual(['Big fan']);
    expect(h.doc(CUSTOMER_TAGS, tagDocId(flirt, 'user_tag', 'Night owl'))).toMatchObject({
      deleted: true,
    });
  });

  it('names customers from identity and follows deactivation and becoming a Flirt', async () => {
    const { h, signedUp, tip, at } = setup();
    await h.run([
      signedUp(ann, 'Ann_1'),
      tip(ann, 100, '2026-01-15'),
      h.event('FlirtSetupCompleted', { userId: ann }, at('2026-01-16')),
      h.event('UserDeactivated', { userId: ann, reason: 'asked' }, at('2026-01-17')),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      login: 'Ann_1',
      isFlirt: true,
      active: false,
    });
    await h.run([h.event('UserReactivated', { userId: ann }, at('2026-01-18'))]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({ active: true });
  });

  it('keeps notes, sent chat messages and redeemed offers on existing customers only', async () => {
    const { h, tip, at } = setup();
    await h.run([
      h.event(
        'CustomerNoteSet',
        { creatorId: flirt, customerId: ann, sealedNote: 'pd1.x.y' },
        at('2026-01-14'),
      ),
      tip(ann, 100, '2026-01-15'),
      h.event(
        'CustomerNoteSet',
        { creatorId: flirt, customerId: ann, sealedNote: 'pd1.a.b' },
        at('2026-01-16'),
      ),
      h.event(
        'ChatMessageSentToCustomers',
        { creatorId: flirt, messageId: uuid(50), customerIds: [ann, bob], message: 'Hi!' },
        at('2026-01-17'),
      ),
      h.event('OfferMade', offerMade('o1', flirt, ann, at('2026-01-24')), at('2026-01-17')),
      h.event('OfferRedeemed', offerRedeemed('o1', flirt, ann), at('2026-01-18')),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      sealedNote: 'pd1.a.b',
      msgsFromAdvisor: 1,
      lastContactType: 'Offer',
      ltBy: { tributes: 100, calls: 999 },
      mainSpend: 'Calls',
    });
    expect(h.doc(CUSTOMER_ROWS, bobRow)).toBeNull();
    // The offer's own document is the customer-offers projection's.
    expect(customerRowsProjection.eventTypes).not.toContain('OfferMade');
  });

  it('writes an existing row as a $set of what changed: tags and day rolls touch only their fields', async () => {
    const { h, tip, day, at } = setup();
    await h.run([day('2026-01-15'), tip(ann, 1_000, '2026-01-15'), tip(bob, 700, '2026-01-15', 2)]);
    const rowWrites = (from: number) =>
      h.ops.slice(from).flatMap((op): object[] => {
        if (op.collection !== CUSTOMER_ROWS) return [];
        const write = op.write as { updateOne?: { filter: unknown; update: { $set?: object } } };
        if (!write.updateOne) return [{ write: Object.keys(op.write) }];
        return [
          {
            filter: write.updateOne.filter,
            fields: Object.keys(write.updateOne.update.$set ?? {}).sort(),
          },
        ];
      });

    let from = h.ops.length;
    await h.run([h.event('Followed', { creatorId: flirt, customerId: ann }, at('2026-01-16'))]);
    expect(rowWrites(from)).toEqual([
      {
        filter: { _id: annRow },
        fields: [
          'following',
          'lastContactAt',
          'lastContactId',
          'lastContactType',
          'lastContactUrl',
          'position',
        ].sort(),
      },
    ]);

    from = h.ops.length;
    await h.run([
      h.event('CustomerTagCreated', { creatorId: flirt, name: 'VIP' }, at('2026-01-16')),
      h.event(
        'CustomerTagsApplied',
        { creatorId: flirt, customerIds: [ann, bob], tags: ['VIP'] },
        at('2026-01-16'),
      ),
    ]);
    expect(rowWrites(from)).toEqual([
      { filter: { _id: annRow }, fields: ['position', 'userTags'] },
      { filter: { _id: bobRow }, fields: ['position', 'userTags'] },
    ]);

    from = h.ops.length;
    await h.run([day('2026-01-22')]);
    const rollFields = ['asOf', 'days', 'e30', 'e365', 'e7', 'e90', 'position', 'rollDay', 'sums'];
    expect(rowWrites(from)).toEqual([
      { filter: { _id: annRow }, fields: rollFields },
      { filter: { _id: bobRow }, fields: rollFields },
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      e7: 0,
      e30: 1_000,
      userTags: ['VIP'],
      following: true,
      rollDay: '2026-01-29',
    });
  });

  it('changes nothing when the same events are delivered again', async () => {
    const { h, signedUp, tip, day, at } = setup();
    const events: EventEnvelope[] = [
      signedUp(ann, 'Ann_1'),
      day('2026-01-15'),
      tip(ann, 1_000, '2026-01-15'),
      h.event('CustomerTagCreated', { creatorId: flirt, name: 'VIP' }, at('2026-01-15')),
      h.event(
        'CustomerTagsApplied',
        { creatorId: flirt, customerIds: [ann], tags: ['VIP'] },
        at('2026-01-15'),
      ),
      h.event('Followed', { creatorId: flirt, customerId: bob }, at('2026-01-16')),
      day('2026-01-23'),
      h.event(
        'CustomerTagRenamed',
        { creatorId: flirt, name: 'VIP', newName: 'Top' },
        at('2026-01-23'),
      ),
    ];
    await h.run(events);
    const once = h.snapshot();
    await h.run(events);
    expect(h.snapshot()).toEqual(once);
  });
});
