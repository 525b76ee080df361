/**
 * A new order while the console is open (issue 29, the clerk's day): a short two-note chime made on
 * the spot (no sound file to download) and a buzz on a phone. Browsers let a page make sound only
 * after someone has touched it; a clerk who signed in has, and a muted tab stays quiet.
 */
let audio: AudioContext | null = null;

const NOTES = [880, 1320];
const NOTE_SECONDS = 0.16;

export function announceNewOrders(): void {
  navigator.vibrate?.([200, 100, 200]);
  if (typeof AudioContext === 'undefined') return;
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    const start = audio.currentTime;
    NOTES.forEach((frequency, i) => {
      const at = start + i * (NOTE_SECONDS + 0.02);
      const tone = audio!.createOscillator();
      const level = audio!.createGain();
      tone.frequency.value = frequency;
      level.gain.setValueAtTime(0.0001, at);
      level.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      level.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS);
      tone.connect(level).connect(audio!.destination);
      tone.start(at);
      tone.stop(at + NOTE_SECONDS + 0.01);
    });
  } catch {
    // no sound device: the count in the title and on the screen still says it
  }
}
