import type { DeepStrings } from '../../catalog-shape.ts';
import type { account as en } from '../en/account.ts';

export const account: DeepStrings<typeof en> = {
  title: 'Mano paskyra',
  description: 'Prisijunkite, kad matytumėte užsakymus, prenumeratas ir sąskaitas, arba susikurkite paskyrą.',
  login: 'Prisijungti',
  loginTitle: 'Prisijungimas',
  register: 'Registruotis',
  registerTitle: 'Sukurti paskyrą',
  email: 'El. pašto adresas',
  password: 'Slaptažodis',
  passwordHint: 'Bent 8 simboliai.',
  firstName: 'Vardas',
  lastName: 'Pavardė',
  logout: 'Atsijungti',
  hello: 'Sveiki, {{name}}',
  signedInAs: 'Esate prisijungę kaip {{email}}.',
  areaComing: 'Čia matysite savo užsakymus, prenumeratas, mokėjimus ir sąskaitas.',
  loggedOut: 'Jūs atsijungėte.',
  errors: {
    invalidLogin: 'Nežinomas el. pašto adresas arba neteisingas slaptažodis. Bandykite dar kartą.',
    tooManyAttempts: 'Per daug bandymų. Palaukite {{minutes}} min. ir bandykite dar kartą.',
    emailTaken: 'Paskyra su šiuo el. pašto adresu jau yra. Prisijunkite.',
    emailInvalid: 'Įveskite teisingą el. pašto adresą.',
    passwordTooShort: 'Slaptažodis turi būti bent 8 simbolių.',
    required: 'Šis laukas privalomas.',
    invalidForm: 'Formos galiojimas baigėsi. Bandykite dar kartą.',
  },
};
