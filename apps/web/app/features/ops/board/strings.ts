// `i18n.on-demand`: the board's en-US strings travel with its code, so the board's first screen
// (and its title) need no request for them. Other languages load on demand.
import { provideTranslations } from "../../../lib/i18n.ts";
import board from "../../../locales/en-US/board.json";

provideTranslations("en-US", "board", board);
