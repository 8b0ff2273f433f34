// `i18n.on-demand`: the en-US strings of the staff pages travel with their code (as the sign-in
// forms' do); es loads on demand. Only /ops modules import this file.
import { provideTranslations } from "../../../lib/i18n.ts";
import ops from "../../../locales/en-US/ops.json";

provideTranslations("en-US", "ops", ops);
