import * as contracts from '@touchline/contracts';
import { AREA_ROLES, BACKOFFICE_ROLES, canEnterArea, INSUFFICIENT_PERMISSIONS } from './area-roles';

describe('the host areas and their roles', () => {
  it('are those of the contracts', () => {
    expect(AREA_ROLES).toEqual(contracts.AREA_ROLES);
    expect(INSUFFICIENT_PERMISSIONS).toBe(contracts.INSUFFICIENT_PERMISSIONS);
    expect(BACKOFFICE_ROLES).toEqual(contracts.BACKOFFICE_ROLES);
  });

  it('open the back-office to the club’s back-office roles, the member area to Member, a club site to all', () => {
    expect(canEnterArea(['Owner'], 'backoffice')).toBe(true);
    expect(canEnterArea(['Member'], 'backoffice')).toBe(false);
    expect(canEnterArea(['Member', 'Editor'], 'backoffice')).toBe(true);
    expect(canEnterArea(['Member'], 'myaccount')).toBe(true);
    expect(canEnterArea(['Superuser'], 'xgb')).toBe(false);
    expect(canEnterArea([], 'site')).toBe(true);
  });
});
