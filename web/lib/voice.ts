// Voices at the table: AI speeches read aloud with the browser's speech synthesis (a distinct
// voice per seat where the browser has several, in the game's language), remembered on/off
// (off until the player turns it on, so tests and first visits are silent), and the human's
// dictation where the browser has speech recognition. Pure choices here; the browser objects
// are passed in, so unit tests and e2e stubs drive the same code.
import type { Locale } from "./messages";

export const VOICE_KEY = "wolfcore-web:voice";

/** The BCP 47 tag a locale speaks and listens in. */
export function speechLang(lang: Locale | string): string {
  return lang === "zh" ? "zh-CN" : "en-US";
}

export interface VoiceLike {
  name: string;
  lang: string;
  voiceURI?: string;
}

/** The voices that speak `lang` (by primary subtag), in a stable order. */
export function voicesFor<V extends VoiceLike>(voices: readonly V[], lang: Locale | string): V[] {
  const primary = speechLang(lang).split("-")[0]!.toLowerCase();
  return voices
    .filter((v) => v.lang.replace("_", "-").split("-")[0]!.toLowerCase() === primary)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The voice of each seat: seats take the language's voices in turn (distinct while there are
 * enough), and a pitch step tells seats apart when voices repeat. `undefined` voice: the
 * browser's default for the language.
 */
export function seatVoice<V extends VoiceLike>(voices: readonly V[], lang: Locale | string, seat: number): { voice?: V; pitch: number } {
  const own = voicesFor(voices, lang);
  if (own.length === 0) return { pitch: 0.8 + ((seat * 3) % 7) * 0.1 };
  const round = Math.floor(seat / own.length);
  return { voice: own[seat % own.length], pitch: 1 + (round % 2 === 0 ? 0 : 0.25) * (round % 4 < 2 ? 1 : -1) };
}

export function readVoiceOn(store: Pick<Storage, "getItem"> | null): boolean {
  try {
    return store?.getItem(VOICE_KEY) === "on";
  } catch {
    return false;
  }
}

export function writeVoiceOn(store: Pick<Storage, "setItem"> | null, on: boolean): void {
  try {
    store?.setItem(VOICE_KEY, on ? "on" : "off");
  } catch {
    // not remembered: storage unavailable
  }
}

/** The browser surfaces speech needs (`window.speechSynthesis` and its utterance class). */
export interface SpeechEnv {
  synth: Pick<SpeechSynthesis, "speak" | "cancel" | "getVoices" | "speaking" | "pending">;
  Utterance: new (text: string) => SpeechSynthesisUtterance;
}

export function browserSpeech(): SpeechEnv | null {
  if (typeof window === "undefined" || !("speechSynthesis" in window) || typeof window.SpeechSynthesisUtterance !== "function") return null;
  return { synth: window.speechSynthesis, Utterance: window.SpeechSynthesisUtterance };
}

/** Reads one seat's speech aloud (queued after what is being read). */
export function speakLine(env: SpeechEnv, text: string, seat: number, lang: Locale | string): void {
  const u = new env.Utterance(text);
  const { voice, pitch } = seatVoice(env.synth.getVoices() as VoiceLike[], lang, seat);
  u.lang = speechLang(lang);
  if (voice) u.voice = voice as SpeechSynthesisVoice;
  u.pitch = pitch;
  env.synth.speak(u);
}

/** Whether speech is still being read (the AI pacing waits for it). */
export function stillSpeaking(env: SpeechEnv | null): boolean {
  return env !== null && (env.synth.speaking || env.synth.pending);
}

/** The SpeechRecognition constructor where the browser has one (prefixed in Chromium). */
export function recognitionClass(): (new () => SpeechRecognitionLike) | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as { SpeechRecognition?: new () => SpeechRecognitionLike; webkitSpeechRecognition?: new () => SpeechRecognitionLike };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** The part of SpeechRecognition dictation uses. */
export interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal?: boolean }> }) => void) | null;
  onerror: ((e: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

/** The final text of a recognition result event. */
export function transcriptOf(e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }): string {
  const parts: string[] = [];
  for (let i = 0; i < e.results.length; i++) {
    const best = e.results[i]?.[0];
    if (best && typeof best.transcript === "string") parts.push(best.transcript.trim());
  }
  return parts.filter(Boolean).join(" ");
}
