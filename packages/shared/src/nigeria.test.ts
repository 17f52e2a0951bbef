import { describe, expect, it } from 'vitest';
import { findLga, findNigerianState, nigerianStates } from './nigeria.ts';

describe('Nigerian states and local government areas', () => {
  it('lists the 36 states and the FCT, each once', () => {
    expect(nigerianStates).toHaveLength(37);
    expect(new Set(nigerianStates.map((s) => s.name)).size).toBe(37);
  });

  it('lists the 774 local government areas, none twice within a state', () => {
    expect(nigerianStates.reduce((sum, s) => sum + s.lgas.length, 0)).toBe(774);
    for (const state of nigerianStates) {
      expect(new Set(state.lgas.map((l) => l.toLowerCase())).size, state.name).toBe(state.lgas.length);
    }
  });

  it('has the number of LGAs the Constitution gives each state', () => {
    const counts = Object.fromEntries(nigerianStates.map((s) => [s.name, s.lgas.length]));
    expect(counts).toMatchObject({
      Abia: 17,
      'Akwa Ibom': 31,
      Bayelsa: 8,
      'Federal Capital Territory': 6,
      Kano: 44,
      Katsina: 34,
      Lagos: 20,
      Osun: 30,
      Oyo: 33,
      Zamfara: 14,
    });
  });

  it('finds a state by name, alias or "… State", ignoring case', () => {
    for (const text of ['Lagos', 'lagos state', ' LAGOS  State ']) expect(findNigerianState(text)?.name).toBe('Lagos');
    for (const text of ['FCT', 'Abuja', 'Federal Capital Territory', 'fct abuja']) {
      expect(findNigerianState(text)?.name).toBe('Federal Capital Territory');
    }
    expect(findNigerianState('Ikeja')).toBeUndefined();
    expect(findLga(findNigerianState('Lagos')!, 'ikeja')).toBe('Ikeja');
    expect(findLga(findNigerianState('Lagos')!, 'Kano Municipal')).toBeUndefined();
  });
});
