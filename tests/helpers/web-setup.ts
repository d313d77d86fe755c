import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
import { installValidationMessages } from '../../src/shared/api/validation-messages';

// as the app does at start (src/web/main.tsx)
installValidationMessages();
