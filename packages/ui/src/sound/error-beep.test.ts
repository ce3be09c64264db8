import { describe, expect, it, vi } from 'vitest';
import { type BeepAudio, playErrorBeep } from './error-beep';

const param = () => ({ setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });

function fakeAudio(overrides: Partial<BeepAudio> = {}) {
  const oscillator = { type: '', frequency: param(), connect: vi.fn(), start: vi.fn(), stop: vi.fn() };
  const gain = { gain: param(), connect: vi.fn() };
  const audio = {
    createOscillator: () => oscillator as unknown as OscillatorNode,
    createGain: () => gain as unknown as GainNode,
    destination: {} as AudioNode,
    currentTime: 5,
    ...overrides,
  };
  return { audio, oscillator, gain };
}

describe('playErrorBeep', () => {
  it('plays a quarter-second tone through a fading gain', () => {
    const { audio, oscillator, gain } = fakeAudio();
    playErrorBeep(audio);
    expect(oscillator.connect).toHaveBeenCalledWith(gain);
    expect(gain.connect).toHaveBeenCalledWith(audio.destination);
    expect(oscillator.start).toHaveBeenCalledWith(5);
    expect(oscillator.stop).toHaveBeenCalledWith(5.26);
  });

  it('wakes a suspended context', () => {
    const resume = vi.fn(() => Promise.resolve());
    playErrorBeep(fakeAudio({ state: 'suspended', resume }).audio);
    expect(resume).toHaveBeenCalled();
  });

  it('is silent without Web Audio, and never throws', () => {
    expect(() => playErrorBeep(null)).not.toThrow();
    const broken = fakeAudio({
      createOscillator: () => {
        throw new Error('no audio');
      },
    });
    expect(() => playErrorBeep(broken.audio)).not.toThrow();
  });
});
