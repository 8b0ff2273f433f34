import { describe, expect, it } from "vitest";

import { type AudioContextLike, createBoardSound, MUTE_STORAGE_KEY } from "./board-sound.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

/** An AudioContext that records the tones started; suspended until resumed in a "gesture". */
function fakeAudio(state: "running" | "suspended" = "running") {
  const tones: number[] = [];
  const audio = {
    allowResume: state === "running",
    state: state as string,
    currentTime: 1,
    destination: {},
    resumes: 0,
    async resume() {
      audio.resumes += 1;
      if (audio.allowResume) audio.state = "running";
    },
    createOscillator() {
      let frequency = 0;
      return {
        type: "",
        frequency: { setValueAtTime: (v: number) => (frequency = v) },
        connect: () => undefined,
        start: () => void tones.push(frequency),
        stop: () => undefined,
      };
    },
    createGain() {
      return {
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: () => undefined,
      };
    },
  };
  return { audio, tones, context: audio as AudioContextLike };
}

describe("the board's sounds", () => {
  it("board.sound: a new order beeps (Web Audio tones, no file) unless muted", () => {
    const { tones, context } = fakeAudio();
    const sound = createBoardSound({ createContext: () => context, storage: memoryStorage() });
    expect(sound.play("new-order")).toBe("played");
    expect(tones).toEqual([880, 1320]);
    sound.setMuted(true);
    expect(sound.play("new-order")).toBe("muted");
    expect(sound.play("arrival")).toBe("muted");
    expect(tones).toHaveLength(2);
    sound.setMuted(false);
    expect(sound.play("arrival")).toBe("played");
    expect(tones).toEqual([880, 1320, 660, 880, 1100]);
  });

  it("board.sound: muting is remembered on the tablet", () => {
    const storage = memoryStorage();
    const first = createBoardSound({ createContext: () => fakeAudio().context, storage });
    expect(first.muted).toBe(false);
    first.setMuted(true);
    expect(storage.map.get(MUTE_STORAGE_KEY)).toBe("1");
    const later = createBoardSound({ createContext: () => fakeAudio().context, storage });
    expect(later.muted).toBe(true);
    later.setMuted(false);
    expect(storage.map.has(MUTE_STORAGE_KEY)).toBe(false);
    expect(createBoardSound({ createContext: () => null, storage }).muted).toBe(false);
  });

  it("board.sound: audio the browser holds until a gesture reports blocked; a tap unlocks it", async () => {
    const { audio, tones, context } = fakeAudio("suspended");
    const sound = createBoardSound({ createContext: () => context, storage: memoryStorage() });
    let changes = 0;
    sound.subscribe(() => (changes += 1));
    expect(sound.blocked).toBe(true);
    expect(sound.play("new-order")).toBe("blocked");
    expect(tones).toEqual([]);
    expect(changes).toBeGreaterThan(0);
    audio.allowResume = true; // the user tapped
    expect(await sound.unlock()).toBe(true);
    expect(sound.blocked).toBe(false);
    expect(sound.play("new-order")).toBe("played");
    expect(tones).toEqual([880, 1320]);
  });

  it("board.sound: without Web Audio nothing plays and nothing is blocked", async () => {
    const sound = createBoardSound({ createContext: () => null, storage: null });
    expect(sound.play("new-order")).toBe("unsupported");
    expect(sound.blocked).toBe(false);
    expect(await sound.unlock()).toBe(false);
  });
});
