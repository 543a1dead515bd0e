"use client";
// Dictating a speech: a microphone toggle next to "Speak", only where the browser has speech
// recognition. What is heard is put into the speech box (to read and edit before sending).
import { useEffect, useRef, useState } from "react";
import { recognitionClass, speechLang, transcriptOf, type SpeechRecognitionLike } from "@/lib/voice";
import { useT } from "./Providers";
import styles from "./Controls.module.css";

export function Dictation({ lang, onText }: { lang: string; onText: (text: string) => void }) {
  const t = useT();
  const [supported, setSupported] = useState(false);
  const [listening, setListening] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const rec = useRef<SpeechRecognitionLike | null>(null);
  useEffect(() => setSupported(recognitionClass() !== null), []);
  useEffect(() => () => rec.current?.stop(), []);
  if (!supported) return null;
  const toggle = () => {
    if (listening) {
      rec.current?.stop();
      return;
    }
    const Rec = recognitionClass();
    if (!Rec) return;
    const r = new Rec();
    r.lang = speechLang(lang);
    r.interimResults = false;
    r.continuous = false;
    r.onresult = (e) => {
      const said = transcriptOf(e);
      if (said) onText(said);
    };
    r.onerror = (e) => setFailed(typeof e.error === "string" ? e.error : "unknown");
    r.onend = () => setListening(false);
    rec.current = r;
    setFailed(null);
    try {
      r.start();
      setListening(true);
    } catch {
      setFailed("start");
    }
  };
  return (
    <>
      <button type="button" className={styles.change} aria-pressed={listening} data-testid="dictate" onClick={toggle}>
        {listening ? t("web.voice.stopDictation") : t("web.voice.dictate")}
      </button>
      {failed && (
        <span className={styles.hint} role="status">
          {t("web.voice.dictationFailed")}
        </span>
      )}
    </>
  );
}
