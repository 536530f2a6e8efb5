import { describe, expect, it } from '@jest/globals';
import { listenForTributeOpens, type OpenTributeDetail, openTributeModal } from './card-dialogs';

// The page's window, as far as these events need one (Node has EventTarget and CustomEvent).
Object.assign(globalThis, { window: new EventTarget() });

const detailOf = (event: Event) => (event as CustomEvent<OpenTributeDetail>).detail;

describe('the tribute modal opens', () => {
  it('hands the host an open asked for before it listened (a screen effect runs before the shell’s), once', () => {
    openTributeModal({ advisorId: 'a1', advisorLogin: 'early_flirt' });
    const heard: string[] = [];
    const stop = listenForTributeOpens((event) => heard.push(detailOf(event).advisorLogin));
    expect(heard).toEqual(['early_flirt']);

    // Listening, an open reaches it as the window event, and nothing is held back.
    openTributeModal({ advisorId: 'a2', advisorLogin: 'later_flirt' });
    expect(heard).toEqual(['early_flirt', 'later_flirt']);
    stop();
    const again: string[] = [];
    const stopAgain = listenForTributeOpens((event) => again.push(detailOf(event).advisorLogin));
    expect(again).toEqual([]);
    stopAgain();
  });

  it('keeps only the last open asked for while nobody listened', () => {
    openTributeModal({ advisorId: 'a1', advisorLogin: 'first' });
    openTributeModal({ advisorId: 'a2', advisorLogin: 'second' });
    const heard: string[] = [];
    const stop = listenForTributeOpens((event) => heard.push(detailOf(event).advisorLogin));
    expect(heard).toEqual(['second']);
    stop();
  });
});
