/**
 * `board.sound`: the new-order and arrival sounds, made with Web Audio (a short beep; no file
 * to download). Muting is remembered on the tablet (localStorage `coop.board.muted`). Browsers
 * keep audio suspended until the page gets a user gesture: the sound then reports "blocked" so
 * the board can offer a one-tap "Turn on sound", and any tap on the board unlocks it too.
 */

export const MUTE_STORAGE_KEY = "coop.board.muted";

/** The few parts of an AudioContext the beep uses (a fake one in tests). */
export type AudioContextLike = {
  readonly state: string;
  readonly currentTime: number;
  readonly destination: unknown;
  resume(): Promise<void>;
  createOscillator(): {
    type: string;
    frequency: { setValueAtTime(value: number, time: number): unknown };
    connect(node: never): unknown;
    start(when?: number): void;
    stop(when?: number): void;
  };
  createGain(): {
    gain: {
      setValueAtTime(value: number, time: number): unknown;
      exponentialRampToValueAtTime(value: number, time: number): unknown;
    };
    connect(node: never): unknown;
  };
};

export type SoundKind = "new-order" | "arrival";
export type PlayOutcome = "played" | "muted" | "blocked" | "unsupported";

/** Tones of each sound: frequency (Hz) and start offset (s); each lasts TONE_SECONDS. */
const TONES: Record<SoundKind, readonly [number, number][]> = {
  "new-order": [
    [880, 0],
    [1320, 0.18],
  ],
  arrival: [
    [660, 0],
    [880, 0.2],
    [1100, 0.4],
  ],
};
const TONE_SECONDS = 0.16;

export type BoardSound = {
  readonly muted: boolean;
  /** Audio is suspended until a user gesture. */
  readonly blocked: boolean;
  setMuted(muted: boolean): void;
  play(kind: SoundKind): PlayOutcome;
  /** Call from a user gesture: resumes the audio; true when it can play now. */
  unlock(): Promise<boolean>;
  subscribe(listener: () => void): () => void;
};

export function createBoardSound(deps: {
  createContext: () => AudioContextLike | null;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
}): BoardSound {
  let context: AudioContextLike | null | undefined;
  let muted = deps.storage?.getItem(MUTE_STORAGE_KEY) === "1";
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());

  const audio = () => {
    if (context === undefined) {
      try {
        context = deps.createContext();
      } catch {
        context = null;
      }
    }
    return context;
  };

  function beep(ctx: AudioContextLike, kind: SoundKind) {
    for (const [frequency, offset] of TONES[kind]) {
      const start = ctx.currentTime + offset;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = "sine";
      oscillator.frequency.setValueAtTime(frequency, start);
      gain.gain.setValueAtTime(0.25, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + TONE_SECONDS);
      oscillator.connect(gain as never);
      gain.connect(ctx.destination as never);
      oscillator.start(start);
      oscillator.stop(start + TONE_SECONDS);
    }
  }

  return {
    get muted() {
      return muted;
    },
    get blocked() {
      const ctx = audio();
      return ctx !== null && ctx.state === "suspended";
    },
    setMuted(next) {
      muted = next;
      if (next) deps.storage?.setItem(MUTE_STORAGE_KEY, "1");
      else deps.storage?.removeItem(MUTE_STORAGE_KEY);
      notify();
    },
    play(kind) {
      if (muted) return "muted";
      const ctx = audio();
      if (!ctx) return "unsupported";
      if (ctx.state === "suspended") {
        // Without a gesture this stays suspended; the board shows "Turn on sound".
        void ctx.resume().then(notify, notify);
        notify();
        return "blocked";
      }
      beep(ctx, kind);
      return "played";
    },
    async unlock() {
      const ctx = audio();
      if (!ctx) return false;
      if (ctx.state === "suspended") await ctx.resume().catch(() => undefined);
      notify();
      return ctx.state === "running";
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's AudioContext, or null where there is none. */
export function browserAudioContext(): AudioContextLike | null {
  if (typeof window === "undefined") return null;
  const Impl =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Impl ? (new Impl() as unknown as AudioContextLike) : null;
}

/** localStorage, or null where it is not available. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
