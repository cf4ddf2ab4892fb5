import { describe, expect, it } from 'vitest';
import { averageScore, nextStep, whoProgress } from '../../src/features/dashboard/utils/progress.ts';
import { cleanSkill } from '../../src/features/discovery/utils/clean-skill.ts';
import { SKILL_CATEGORIES } from '../../src/features/discovery/utils/skill-categories.ts';
import { guideFor } from '../../src/features/goals/utils/strategies.ts';
import { nextStage, stageOf } from '../../src/lib/goal-stages.ts';

describe('whoProgress (spec 02 §9)', () => {
  it('is 0 for a new member and 100 at 5 items, 3 goals and 5 connections', () => {
    expect(whoProgress({ skills: 0, goals: 0, connections: 0 })).toBe(0);
    expect(whoProgress({ skills: 5, goals: 3, connections: 5 })).toBe(100);
  });
  it('caps each part at its full count', () => {
    expect(whoProgress({ skills: 50, goals: 0, connections: 0 })).toBe(30);
    expect(whoProgress({ skills: 0, goals: 30, connections: 0 })).toBe(35);
    expect(whoProgress({ skills: 0, goals: 0, connections: 99 })).toBe(35);
  });
  it('counts partially and rounds', () => {
    expect(whoProgress({ skills: 1, goals: 0, connections: 0 })).toBe(6);
    expect(whoProgress({ skills: 4, goals: 1, connections: 0 })).toBe(36); // 24 + 11.67
    expect(whoProgress({ skills: 5, goals: 2, connections: 4 })).toBe(81); // 30 + 23.33 + 28
  });
  it('says what to do next in journey order', () => {
    expect(nextStep({ skills: 4, goals: 3, connections: 5 })?.to).toBe('discovery');
    expect(nextStep({ skills: 5, goals: 2, connections: 0 })?.to).toBe('goals');
    expect(nextStep({ skills: 5, goals: 3, connections: 4 })?.to).toBe('matches');
    expect(nextStep({ skills: 5, goals: 3, connections: 5 })).toBeNull();
  });
  it('averages practice scores as the rounded mean', () => {
    expect(averageScore([])).toBeNull();
    expect(averageScore([70, 75])).toBe(73);
  });
});

describe('goal stages (spec 02 §4)', () => {
  it('moves in order with the labels and progress values, none after goal_completed', () => {
    const order: string[] = [];
    let status: string | undefined = 'initial';
    while (status) {
      order.push(`${status}:${stageOf(status).progress}`);
      status = nextStage(status)?.status;
    }
    expect(order).toEqual([
      'initial:0', 'goal_created:20', 'connection_identified:40', 'outreach_initiated:60', 'connection_acquired:80', 'goal_completed:100',
    ]);
    expect(stageOf('initial').label).toBe('Starting Out');
    expect(stageOf('goal_completed').label).toBe('Goal Achieved');
    expect(nextStage('goal_completed')).toBeNull();
  });
});

describe('decision guide', () => {
  it('maps each situation to its connection type', () => {
    expect(guideFor('Stuck')).toBe('mentor');
    expect(guideFor('No visibility')).toBe('collaborator');
    expect(guideFor('Need trust')).toBe('authority');
    expect(guideFor('Loved but not shared')).toBe('raving_fan');
    expect(guideFor('Bored')).toBeNull();
  });
});

describe('discovery items', () => {
  it('has nine quick suggestions per category', () => {
    for (const c of Object.values(SKILL_CATEGORIES)) expect(c.quick).toHaveLength(9);
  });
  it('trims, ignores empty and keeps at most 200', () => {
    expect(cleanSkill('  Sales  ')).toBe('Sales');
    expect(cleanSkill('   ')).toBeNull();
    expect(cleanSkill('a'.repeat(250))).toHaveLength(200);
  });
});
