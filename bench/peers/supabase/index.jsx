// Supabase's prebuilt React sign-in form, as its docs set it up, with a client that points at a
// local address: the form renders without calling the service.
import { Auth } from '@supabase/auth-ui-react';
import { ThemeSupa } from '@supabase/auth-ui-shared';
import { createClient } from '@supabase/supabase-js';
import { createRoot } from 'react-dom/client';

const supabase = createClient('http://127.0.0.1:54321', 'bench-anon-key');

function SignInPage() {
  return (
    <main style={{ maxWidth: 420, margin: '0 auto', padding: 16 }}>
      <Auth supabaseClient={supabase} appearance={{ theme: ThemeSupa }} providers={[]} />
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<SignInPage />);
