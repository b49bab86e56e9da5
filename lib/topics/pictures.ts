import Award from "lucide/dist/esm/icons/award.mjs";
import Baby from "lucide/dist/esm/icons/baby.mjs";
import BookOpen from "lucide/dist/esm/icons/book-open.mjs";
import Brain from "lucide/dist/esm/icons/brain.mjs";
import Calendar from "lucide/dist/esm/icons/calendar.mjs";
import CircleQuestionMark from "lucide/dist/esm/icons/circle-question-mark.mjs";
import Clock from "lucide/dist/esm/icons/clock.mjs";
import CreditCard from "lucide/dist/esm/icons/credit-card.mjs";
import Ear from "lucide/dist/esm/icons/ear.mjs";
import Eye from "lucide/dist/esm/icons/eye.mjs";
import FaceSlightlySmiling from "lucide/dist/esm/icons/face-slightly-smiling.mjs";
import FileText from "lucide/dist/esm/icons/file-text.mjs";
import Gift from "lucide/dist/esm/icons/gift.mjs";
import Glasses from "lucide/dist/esm/icons/glasses.mjs";
import Globe from "lucide/dist/esm/icons/globe.mjs";
import GraduationCap from "lucide/dist/esm/icons/graduation-cap.mjs";
import HandHeart from "lucide/dist/esm/icons/hand-heart.mjs";
import Headphones from "lucide/dist/esm/icons/headphones.mjs";
import Heart from "lucide/dist/esm/icons/heart.mjs";
import House from "lucide/dist/esm/icons/house.mjs";
import Laptop from "lucide/dist/esm/icons/laptop.mjs";
import Library from "lucide/dist/esm/icons/library.mjs";
import Lightbulb from "lucide/dist/esm/icons/lightbulb.mjs";
import Lock from "lucide/dist/esm/icons/lock.mjs";
import Mail from "lucide/dist/esm/icons/mail.mjs";
import Map from "lucide/dist/esm/icons/map.mjs";
import MapPin from "lucide/dist/esm/icons/map-pin.mjs";
import MessageCircle from "lucide/dist/esm/icons/message-circle.mjs";
import Mic from "lucide/dist/esm/icons/mic.mjs";
import NotebookPen from "lucide/dist/esm/icons/notebook-pen.mjs";
import Package from "lucide/dist/esm/icons/package.mjs";
import Palette from "lucide/dist/esm/icons/palette.mjs";
import Pencil from "lucide/dist/esm/icons/pencil.mjs";
import Phone from "lucide/dist/esm/icons/phone.mjs";
import Puzzle from "lucide/dist/esm/icons/puzzle.mjs";
import School from "lucide/dist/esm/icons/school.mjs";
import ShoppingCart from "lucide/dist/esm/icons/shopping-cart.mjs";
import Smartphone from "lucide/dist/esm/icons/smartphone.mjs";
import Star from "lucide/dist/esm/icons/star.mjs";
import Sun from "lucide/dist/esm/icons/sun.mjs";
import Truck from "lucide/dist/esm/icons/truck.mjs";
import Users from "lucide/dist/esm/icons/users.mjs";
import Video from "lucide/dist/esm/icons/video.mjs";

/**
 * Issue 40: the pictures a topic may have, a built-in set of simple icons that stay clear at small
 * sizes (no uploads: docs/decisions/0051-topics.md). Each is drawn by the `lucide` package (ISC),
 * the framework-free build of Lucide, whose icons are plain data: they render on the server with
 * no client JavaScript (lucide-react's components are client components, for their context).
 *
 * A topic stores the picture's name below, not Lucide's: an icon renamed upstream changes one
 * import here and no stored row. Names are only ever added; one taken out would leave topics
 * pointing at nothing (TopicPicture then draws the fallback). Labels are plain English, for the
 * staff's picture grid, in the order it shows them.
 */
const PICTURES = {
  book: { label: "Book", icon: BookOpen },
  books: { label: "Books", icon: Library },
  notebook: { label: "Notebook", icon: NotebookPen },
  pencil: { label: "Pencil", icon: Pencil },
  page: { label: "Page", icon: FileText },
  glasses: { label: "Glasses", icon: Glasses },
  eye: { label: "Eye", icon: Eye },
  ear: { label: "Ear", icon: Ear },
  brain: { label: "Brain", icon: Brain },
  lightbulb: { label: "Light bulb", icon: Lightbulb },
  puzzle: { label: "Puzzle", icon: Puzzle },
  "graduation-cap": { label: "Graduation cap", icon: GraduationCap },
  school: { label: "School", icon: School },
  award: { label: "Award", icon: Award },
  star: { label: "Star", icon: Star },
  users: { label: "People", icon: Users },
  baby: { label: "Baby", icon: Baby },
  home: { label: "Home", icon: House },
  heart: { label: "Heart", icon: Heart },
  "helping-hand": { label: "Helping hand", icon: HandHeart },
  smile: { label: "Smile", icon: FaceSlightlySmiling },
  help: { label: "Question mark", icon: CircleQuestionMark },
  message: { label: "Speech bubble", icon: MessageCircle },
  phone: { label: "Phone", icon: Phone },
  mobile: { label: "Mobile phone", icon: Smartphone },
  mail: { label: "Letter", icon: Mail },
  video: { label: "Video camera", icon: Video },
  headphones: { label: "Headphones", icon: Headphones },
  microphone: { label: "Microphone", icon: Mic },
  laptop: { label: "Laptop", icon: Laptop },
  globe: { label: "Globe", icon: Globe },
  map: { label: "Map", icon: Map },
  place: { label: "Map pin", icon: MapPin },
  calendar: { label: "Calendar", icon: Calendar },
  clock: { label: "Clock", icon: Clock },
  sun: { label: "Sun", icon: Sun },
  paints: { label: "Paints", icon: Palette },
  gift: { label: "Gift", icon: Gift },
  "shopping-cart": { label: "Shopping cart", icon: ShoppingCart },
  parcel: { label: "Parcel", icon: Package },
  truck: { label: "Delivery truck", icon: Truck },
  "bank-card": { label: "Bank card", icon: CreditCard },
  lock: { label: "Lock", icon: Lock },
} as const;

export type TopicPictureName = keyof typeof PICTURES;

/** The set in the order the staff's grid shows it, each with its label. */
export const TOPIC_PICTURES: readonly { name: TopicPictureName; label: string }[] = Object.entries(
  PICTURES,
).map(([name, { label }]) => ({ name: name as TopicPictureName, label }));

/** Whether `name` is a picture of the set (the API refuses any other: a field error). */
export function isTopicPicture(name: string): name is TopicPictureName {
  return Object.hasOwn(PICTURES, name);
}

/** The plain English label of a picture of the set, or null. */
export function topicPictureLabel(name: string): string | null {
  return isTopicPicture(name) ? PICTURES[name].label : null;
}

/** The drawing of a picture: Lucide's SVG elements on its 24 × 24 grid; null if not in the set. */
export function topicPictureDrawing(
  name: string,
): (typeof PICTURES)[TopicPictureName]["icon"] | null {
  return isTopicPicture(name) ? PICTURES[name].icon : null;
}
