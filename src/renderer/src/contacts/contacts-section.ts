// The Contacts section's code, loaded when it is first shown or a contacts file is dropped (shell/deferred-sections.ts).
export { ContactsScreen } from './contacts-screen';
export { ImportScreen } from './import/import-screen';
export { createContactsScreenStore } from '../stores/contacts-screen-store';
export { createContactImportStore } from '../stores/contact-import-store';
