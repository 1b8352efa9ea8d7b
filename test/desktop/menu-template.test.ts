import { describe, expect, it } from 'vitest';
import { menuTemplate, type MenuItem } from '../../src/main/desktop/menu-template';
import { APP_COMMANDS, type AppCommand } from '../../src/shared/contract/app-commands';

function build(platform: string, development = false) {
  const ran: AppCommand[] = [];
  const template = menuTemplate(platform, { appName: 'VoiceDesk', development, run: (command) => ran.push(command), openHelp: () => ran.push('focus-search') });
  return { template, ran };
}

function all(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...all(item.submenu ?? [])]);
}

const labels = (items: MenuItem[]) => items.map((item) => item.label?.replace('&', ''));
const roles = (items: MenuItem[]) => all(items).map((item) => item.role).filter((role) => role !== undefined);

describe('the application menu', () => {
  it('opens with the app menu on macOS, then File, Edit, View, Window and Help', () => {
    expect(labels(build('darwin').template)).toEqual(['VoiceDesk', 'File', 'Edit', 'View', 'Window', 'Help']);
    expect(roles(build('darwin').template[0]?.submenu ?? [])).toEqual(['about', 'services', 'hide', 'hideOthers', 'unhide', 'quit']);
  });

  it('has no app menu elsewhere, and Quit is in File', () => {
    for (const platform of ['win32', 'linux']) {
      const { template } = build(platform);
      expect(labels(template)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
      expect(roles(template[0]?.submenu ?? [])).toContain('quit');
      expect(roles(template)).not.toContain('about');
    }
  });

  it('has the standard editing, zoom and full-screen roles on every platform', () => {
    for (const platform of ['darwin', 'win32', 'linux']) {
      const present = roles(build(platform).template);
      for (const role of ['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen', 'minimize'] as const) {
        expect(present, `${role} on ${platform}`).toContain(role);
      }
    }
  });

  it('offers reload and the developer tools only in development', () => {
    expect(roles(build('linux').template)).not.toContain('reload');
    expect(roles(build('linux').template)).not.toContain('toggleDevTools');
    expect(roles(build('linux', true).template)).toContain('reload');
    expect(roles(build('linux', true).template)).toContain('toggleDevTools');
  });

  it('has every app command once, with its accelerator, and sends it when chosen', () => {
    const { template, ran } = build('linux');
    const commands = all(template).filter((item) => item.click && item.accelerator);
    expect(commands.map((item) => item.accelerator).sort()).toEqual(APP_COMMANDS.map((info) => info.accelerator).sort());
    for (const item of commands) item.click?.();
    expect([...ran].sort()).toEqual(APP_COMMANDS.map((info) => info.command).sort());
  });

  it('gives no two items the same accelerator', () => {
    for (const platform of ['darwin', 'win32', 'linux']) {
      const accelerators = all(build(platform, true).template).flatMap((item) => (item.accelerator ? [item.accelerator] : []));
      expect(new Set(accelerators).size).toBe(accelerators.length);
    }
  });
});
