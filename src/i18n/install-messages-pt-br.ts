import type { InstallMessages } from './install-messages-en';

export const installPtBR: InstallMessages = {
  'install.button': 'Instalar aplicativo',
};
