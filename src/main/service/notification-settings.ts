import { DEFAULT_NOTIFICATION_SETTINGS, notificationSettings, type NotificationSettings } from '../../shared/contract/desktop-methods';
import { getScreenSettings, saveScreenSettings, type MirrorDb } from '../mirror';

/**
 * The notification settings of a workspace, kept with its other settings on
 * this computer (the mirror's screen_settings, as the Calls screen's are).
 * A value saved by another version that no longer fits is ignored, and
 * a setting it lacks is on.
 */
const KEY = 'notifications';

export function readNotificationSettings(db: MirrorDb | undefined): NotificationSettings {
  if (!db) return DEFAULT_NOTIFICATION_SETTINGS;
  const saved = notificationSettings.partial().safeParse(getScreenSettings(db, KEY));
  if (!saved.success) return DEFAULT_NOTIFICATION_SETTINGS;
  const settings = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const [name, value] of Object.entries(saved.data)) if (typeof value === 'boolean') settings[name as keyof NotificationSettings] = value;
  return settings;
}

export function saveNotificationSettings(db: MirrorDb, settings: NotificationSettings): void {
  saveScreenSettings(db, KEY, settings);
}
