export {
  alertKinds,
  countLowStock,
  lowStockLine,
  preferencesOf,
  setPreferences,
  type AlertKind,
} from './alerts.repository.ts';
export { alertIfStockCrossed, alertStaff } from './alert-mails.ts';
