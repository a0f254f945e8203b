import { Value } from '@sinclair/typebox/value';
import { TeamRole } from './backoffice-team';
import {
  AREA_ROLES,
  BACKOFFICE_PERMISSIONS,
  BACKOFFICE_ROLES,
  BACKOFFICE_TOOL_NAMES,
  canEnterArea,
  mayReadMedicalAnswers,
  mayUseTool,
  roleLabel,
} from './club-roles';
import { Role } from './identity';

describe('the back-office roles', () => {
  it('keep Admin and Owner everything they had, the team the Owner’s alone', () => {
    for (const tool of BACKOFFICE_TOOL_NAMES) {
      expect(mayUseTool(['Owner'], tool)).toBe(true);
      expect(mayUseTool(['Admin'], tool)).toBe(tool !== 'team');
    }
    expect(BACKOFFICE_PERMISSIONS.team).toEqual(['Owner']);
  });

  it('give each limited role its own tools only', () => {
    const toolsOf = (role: string) =>
      BACKOFFICE_TOOL_NAMES.filter((tool) => mayUseTool([role], tool));
    expect(toolsOf('Editor')).toEqual(['news', 'images', 'rephrase']);
    expect(toolsOf('Registrar')).toEqual(['forms', 'members', 'dashboard']);
    expect(toolsOf('Treasurer')).toEqual(['payments', 'orders', 'members', 'dashboard']);
    expect(toolsOf('LottoCoordinator')).toEqual(['lotto']);
    expect(toolsOf('Member')).toEqual([]);
  });

  it('give the medical answers to Owner, Admin and Registrar only', () => {
    expect(BACKOFFICE_ROLES.filter((role) => mayReadMedicalAnswers([role]))).toEqual([
      'Owner',
      'Admin',
      'Registrar',
    ]);
    expect(mayReadMedicalAnswers(['Superuser'])).toBe(false);
  });

  it('are roles of the contract, invitable, and open the back-office host', () => {
    for (const role of BACKOFFICE_ROLES) {
      expect(Value.Check(Role, role)).toBe(true);
      expect(Value.Check(TeamRole, role)).toBe(true);
    }
    expect(Value.Check(TeamRole, 'Member')).toBe(false);
    expect(AREA_ROLES.backoffice).toEqual(BACKOFFICE_ROLES);
  });

  it('are shown by name as people read them', () => {
    expect(roleLabel('LottoCoordinator')).toBe('Lotto coordinator');
    expect(roleLabel('Treasurer')).toBe('Treasurer');
    expect(roleLabel('Member')).toBe('Member');
  });
});

describe('the host areas and their roles', () => {
  it('open the back-office to the club’s back-office roles, the member area to Member, a club site to all', () => {
    expect(canEnterArea(['Owner'], 'backoffice')).toBe(true);
    expect(canEnterArea(['Member'], 'backoffice')).toBe(false);
    expect(canEnterArea(['Member', 'Editor'], 'backoffice')).toBe(true);
    expect(canEnterArea(['Member'], 'myaccount')).toBe(true);
    expect(canEnterArea(['Superuser'], 'xgb')).toBe(false);
    expect(canEnterArea([], 'site')).toBe(true);
  });
});
