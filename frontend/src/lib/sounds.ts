/**
 * The app's alert sounds, in one place: a new chat message, an incoming call and a failed call.
 * The files are static assets (public/sounds, written by scripts/generate-sounds.mjs), loaded
 * only when first played. Browsers refuse to play sound before the person has interacted with
 * the page; that refusal is expected and ignored, since the toast or screen still shows the news.
 */
const SOUNDS = {
  'chat-message': '/sounds/chat-message.wav',
  'call-alert': '/sounds/call-alert.wav',
  'call-fail': '/sounds/call-fail.wav',
} as const;

export type SoundName = keyof typeof SOUNDS;

const players = new Map<SoundName, HTMLAudioElement>();

/** Plays a sound from its start; resolves false when the browser (or a test) refused it. */
export async function playSound(name: SoundName): Promise<boolean> {
  if (typeof Audio === 'undefined') return false;
  let player = players.get(name);
  if (!player) {
    player = new Audio(SOUNDS[name]);
    player.preload = 'auto';
    players.set(name, player);
  }
  try {
    player.currentTime = 0;
    await player.play();
    return true;
  } catch {
    return false;
  }
}
