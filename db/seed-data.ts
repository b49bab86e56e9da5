export interface SeedFaq {
  /** HTML: usually a single <p>…</p> */
  question: string;
  /** HTML answer */
  answer: string;
  /** one comma-separated text, e.g. "courses, enrolment, age" */
  tags: string;
  /** how many times visitors' searches returned it so far */
  ranking: number;
}

export const seedFaqs: SeedFaq[] = [
  // ---------------------------------------------------------------- courses
  {
    question: `<p>What courses do you offer?</p>`,
    answer: `<p>We have reading courses for children and for adults. Each course has a level, so you can start where you feel comfortable.</p>
<ul>
<li><strong>First Steps</strong>: letters and sounds, for beginners.</li>
<li><strong>Building Readers</strong>: blending sounds, short words and simple books.</li>
<li><strong>Confident Readers</strong>: longer texts, new words and understanding stories.</li>
<li><strong>Adult Reading</strong>: a calm, private course for grown-ups at any level.</li>
</ul>
<p>You can see all courses and dates on our <a href="https://example.org/courses">courses page</a>.</p>`,
    tags: `courses, levels, classes, programme`,
    ranking: 274,
  },
  {
    question: `<p>How do I know which level is right for me or my child?</p>`,
    answer: `<p>You do not need to guess. Before your first course, a coach does a short, friendly check. It takes about 15 minutes. It is not a test, and nobody can fail it.</p>
<p>The coach listens to some reading, asks a few questions and then suggests a level. If the level feels too easy or too hard after the first week, just tell your coach. We will move you to a better group at no extra cost.</p>`,
    tags: `levels, placement, assessment, courses`,
    ranking: 188,
  },
  {
    question: `<p>What ages are the courses for?</p>`,
    answer: `<p>Our children's courses are for ages 4 to 12. We also have a course for teenagers aged 13 to 17, and courses for adults of any age.</p>
<p>It is never too late to learn to read. Our oldest learner so far started at 78! Children and adults learn in separate groups, so everyone feels at ease. If you are not sure which group fits, please ask us and we will help you choose.</p>`,
    tags: `age, children, adults, teenagers, courses`,
    ranking: 196,
  },
  {
    question: `<p>How long does a course last?</p>`,
    answer: `<p>Most courses last <strong>10 weeks</strong>. There is one class each week, and each class is 1 hour long. Classes for young children are a bit shorter, about 45 minutes, because little ones get tired.</p>
<p>Many learners take two or three courses, one after another, as they move up the levels. You can take a break between courses whenever you need to.</p>`,
    tags: `length, duration, weeks, courses`,
    ranking: 152,
  },
  {
    question: `<p>How much does a course cost?</p>`,
    answer: `<p>A 10-week group course costs <strong>£120</strong>. You can pay all at once or in three smaller payments.</p>
<p>We want everyone to be able to learn to read. If money is tight, please talk to us. We have free and reduced-price places each term. You do not have to explain your reasons in detail. Just write to <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a> and we will reply in confidence.</p>`,
    tags: `cost, price, fees, payment, courses`,
    ranking: 241,
  },
  {
    question: `<p>How do I sign up for a course?</p>`,
    answer: `<p>Signing up is simple:</p>
<ol>
<li>Go to our <a href="https://example.org/courses">courses page</a>.</li>
<li>Choose a course, a day and a time.</li>
<li>Fill in the short form with your name and contact details.</li>
<li>Pay online, or choose to pay at your first class.</li>
</ol>
<p>You will get an e-mail to confirm your place. If you find forms hard, you can also ask a friend to help, or call in at any of our centres and a coach will sign you up.</p>`,
    tags: `enrolment, sign up, register, booking, courses`,
    ranking: 233,
  },
  {
    question: `<p>Can I take a course online, or do I have to come in person?</p>`,
    answer: `<p>You can choose. Most of our courses run both ways.</p>
<ul>
<li><strong>In person</strong>: you meet your coach and group at one of our centres.</li>
<li><strong>Online</strong>: you join a video call from home. You need a computer or tablet with a camera and sound.</li>
</ul>
<p>Both ways use the same books and the same lessons. Some learners like to start online and move to a centre later, or the other way round. That is fine too.</p>`,
    tags: `online, in person, video, classes, courses`,
    ranking: 167,
  },
  {
    question: `<p>How many learners are in each class?</p>`,
    answer: `<p>Our classes are small on purpose. There are <strong>no more than 6 learners</strong> in a class with one coach. For our youngest children, the limit is 4.</p>
<p>Small groups mean that everyone gets time to read aloud and ask questions. Nobody gets lost at the back. If you would rather learn alone, ask about our one-to-one sessions with a coach.</p>`,
    tags: `class size, groups, small classes, courses`,
    ranking: 98,
  },
  {
    question: `<p>What happens if I miss a class?</p>`,
    answer: `<p>Don't worry, life happens. If you miss a class, your coach will send you a short summary and a practice sheet so you can catch up at home.</p>
<p>If you know in advance that you will miss a class, please let your coach know. Sometimes you can join another group that week instead. If you miss several classes in a row, we can move you to the next course at no extra cost.</p>`,
    tags: `missed class, absence, catch up, courses`,
    ranking: 74,
  },
  {
    question: `<p>Do I need to buy anything before the course starts?</p>`,
    answer: `<p>No. All the books and worksheets you need for class are included in the course price. Please just bring yourself, and a pencil if you like to write things down.</p>
<p>Some families like to buy our guide book to help with reading at home. It is useful, but it is <em>not</em> required for any course.</p>`,
    tags: `materials, books, equipment, courses`,
    ranking: 61,
  },

  // --------------------------------------------------------------- coaching
  {
    question: `<p>What does a reading coach do?</p>`,
    answer: `<p>A coach is a trained person who helps you learn to read, step by step. In each class, your coach will:</p>
<ul>
<li>teach a new sound, word or reading skill;</li>
<li>listen to you read and help when you get stuck;</li>
<li>give you short practice for home;</li>
<li>check how you are doing and cheer you on.</li>
</ul>
<p>Coaches are patient and kind. They never rush you, and they never make you read aloud in front of the group if you do not want to.</p>`,
    tags: `coach, coaching, teacher, tutor`,
    ranking: 142,
  },
  {
    question: `<p>How can I become a reading coach?</p>`,
    answer: `<p>Thank you for wanting to help! You do not need to be a teacher. You do need to be a confident reader, patient, and happy to work with people of all ages.</p>
<ol>
<li>Fill in the form on our <a href="https://example.org/coaches">become a coach page</a>.</li>
<li>Have a short, friendly chat with our team.</li>
<li>Complete our coach training.</li>
<li>Watch some classes, then lead your first group with support.</li>
</ol>
<p>Coaches who work with children also need the usual safety checks.</p>`,
    tags: `become a coach, volunteer, jobs, coaching`,
    ranking: 118,
  },
  {
    question: `<p>What training do coaches get?</p>`,
    answer: `<p>Every coach completes our training before they lead a class. The training takes about 30 hours, spread over six weeks. It covers:</p>
<ul>
<li>how children and adults learn to read;</li>
<li>teaching phonics and sounds clearly;</li>
<li>spotting signs of dyslexia and other reading difficulties;</li>
<li>making learners feel safe and respected.</li>
</ul>
<p>After that, coaches keep learning. They meet each month to share ideas, and an experienced coach visits their classes to give support.</p>`,
    tags: `coach training, coaches, teaching, qualifications`,
    ranking: 69,
  },
  {
    question: `<p>Can I have one-to-one sessions with a coach?</p>`,
    answer: `<p>Yes. One-to-one sessions are a good choice if you want more privacy, need to go at your own pace, or find groups hard.</p>
<p>Each session is 45 minutes, in person or online. A session costs <strong>£25</strong>, and you can book as many as you like. Many learners book one a week. Others add a few sessions alongside a group course.</p>
<p>To book, visit our <a href="https://example.org/one-to-one">one-to-one page</a>.</p>`,
    tags: `one-to-one, private, tutoring, coaching, sessions`,
    ranking: 104,
  },
  {
    question: `<p>Can I choose or change my coach?</p>`,
    answer: `<p>Yes. Feeling comfortable with your coach matters a lot. For one-to-one sessions, you can ask for a coach by name when you book, if they have free time.</p>
<p>If you would like to change your coach for any reason, just tell us. You do not have to give a reason. We will find someone new for you as soon as we can, and your old coach will not be upset.</p>`,
    tags: `coach, change coach, choose, coaching`,
    ranking: 37,
  },

  // ------------------------------------------------------ science of reading
  {
    question: `<p>What is phonics?</p>`,
    answer: `<p><strong>Phonics</strong> is a way of teaching reading by linking letters to the sounds they make. For example, the letters <em>s</em>, <em>a</em> and <em>t</em> make the sounds "sss", "a" and "t". When you blend those sounds together, you read the word <em>sat</em>.</p>
<p>Once learners know the main letter sounds, they can work out many new words on their own. That is why phonics is a big part of all our courses, for children and adults.</p>`,
    tags: `phonics, sounds, letters, reading`,
    ranking: 221,
  },
  {
    question: `<p>What is phonemic awareness, and why does it matter?</p>`,
    answer: `<p><strong>Phonemic awareness</strong> means being able to hear and play with the small sounds in spoken words. For example, hearing that <em>cat</em> has three sounds: c, a, t. Or knowing that <em>dog</em> and <em>log</em> end the same way.</p>
<p>It comes before reading letters. Children who can hear sounds clearly find phonics much easier later on. You can practise it anywhere, with no books at all. Try rhyming games, clapping out syllables, or "I spy something that starts with sss".</p>`,
    tags: `phonemic awareness, sounds, rhyming, listening`,
    ranking: 83,
  },
  {
    question: `<p>What does reading fluency mean?</p>`,
    answer: `<p>A <strong>fluent reader</strong> reads smoothly, at a comfortable speed, and with expression, a bit like talking. They do not have to stop and sound out most words.</p>
<p>Fluency matters because when reading is smooth, the brain has more energy left to understand the story. Fluency grows with practice. Reading the same short text a few times is a great way to build it. Listening to a good reader, then reading the same part yourself, helps too.</p>`,
    tags: `fluency, reading speed, expression, reading`,
    ranking: 91,
  },
  {
    question: `<p>How can I help my child learn new words?</p>`,
    answer: `<p>Children learn most new words by hearing them, again and again, in real talk and in books. Here are some easy ideas:</p>
<ul>
<li>Talk with your child a lot, about everyday things.</li>
<li>When you meet a new word in a book, stop and explain it simply.</li>
<li>Use the new word again later that day.</li>
<li>Read books that are a little above your child's own reading level.</li>
</ul>
<p>A big vocabulary makes reading much easier, because children can understand the words they sound out.</p>`,
    tags: `vocabulary, words, language, parents`,
    ranking: 77,
  },
  {
    question: `<p>My child can read the words but doesn't understand the story. What can I do?</p>`,
    answer: `<p>This is common, and it can get better. Reading the words is one skill. <strong>Comprehension</strong>, or understanding, is another. Both need practice.</p>
<p>Try these simple steps when you read together:</p>
<ol>
<li>Before reading, look at the cover and ask, "What do you think this is about?"</li>
<li>Stop now and then and ask, "What just happened?"</li>
<li>After reading, ask your child to tell you the story in their own words.</li>
</ol>
<p>If it still seems hard, talk to your child's coach. They can give extra help.</p>`,
    tags: `comprehension, understanding, reading, parents`,
    ranking: 112,
  },
  {
    question: `<p>What is dyslexia?</p>`,
    answer: `<p><strong>Dyslexia</strong> is a common learning difference. It makes it harder to link letters and sounds, so reading and spelling take more effort. It has nothing to do with how clever someone is. Many people with dyslexia are very bright and creative.</p>
<p>Dyslexia does not go away, but people with dyslexia can learn to read well with the right teaching. Clear, step-by-step phonics, lots of practice and patience all help. Our coaches are trained to support learners with dyslexia.</p>`,
    tags: `dyslexia, learning difference, reading difficulty, spelling`,
    ranking: 203,
  },
  {
    question: `<p>I think my child might be dyslexic. What should I do?</p>`,
    answer: `<p>It is good that you noticed. Some early signs are: trouble learning letter sounds, mixing up the order of sounds, and finding reading very tiring.</p>
<p>Here is what we suggest:</p>
<ul>
<li>Talk to your child's teacher or coach about what you see.</li>
<li>Ask your school or doctor about a dyslexia assessment.</li>
<li>Keep reading together in a calm, fun way.</li>
</ul>
<p>You do not need a diagnosis to join our courses. Our coaches will adapt lessons to help your child right away.</p>`,
    tags: `dyslexia, signs, assessment, children, parents`,
    ranking: 147,
  },
  {
    question: `<p>Why does reading aloud help?</p>`,
    answer: `<p>Reading aloud to a child is one of the best things you can do for them. When you read aloud, your child:</p>
<ul>
<li>hears new words and how sentences sound;</li>
<li>learns that books are fun, not a chore;</li>
<li>builds the listening skills they need to read alone later.</li>
</ul>
<p>It helps older children and adults too. When learners read aloud themselves, they use their eyes, mouth and ears together, which helps the words stick. Keep reading aloud, even after your child can read alone.</p>`,
    tags: `reading aloud, read aloud, listening, reading`,
    ranking: 129,
  },
  {
    question: `<p>Is it too late for an adult to learn to read?</p>`,
    answer: `<p>No, it is never too late. Adults learn to read every day in our courses, at 20, 50 and even 80 years old.</p>
<p>Many adults feel nervous or embarrassed at first. That is normal, and you are not alone. Our adult classes are private and kind, and nobody will be asked to read in front of others before they are ready. Adults often make fast progress, because they already know lots of spoken words. The hardest step is the first one, and you have already taken it by reading this.</p>`,
    tags: `adults, adult reading, learning to read, confidence`,
    ranking: 176,
  },

  // -------------------------------------------------------- reading at home
  {
    question: `<p>How can I help my child with reading at home?</p>`,
    answer: `<p>You do not need to be a teacher to help. Small, happy moments with books make a big difference.</p>
<ul>
<li><strong>Read together every day</strong>, even for a few minutes.</li>
<li>Let your child choose some of the books.</li>
<li>Praise effort, not just getting words right.</li>
<li>When your child gets stuck, help them sound out the word, then let them try again.</li>
<li>Keep it fun. Stop before your child gets tired.</li>
</ul>
<p>If you are not a confident reader yourself, that is fine. Talking about the pictures and telling stories together helps too.</p>`,
    tags: `reading, home, parents, tips, help`,
    ranking: 288,
  },
  {
    question: `<p>How long should we read together each day?</p>`,
    answer: `<p>A little every day is better than a lot once a week. As a guide:</p>
<ul>
<li><strong>Toddlers</strong>: 5 to 10 minutes, maybe a few times a day.</li>
<li><strong>Young children</strong>: 10 to 15 minutes.</li>
<li><strong>Older children</strong>: 15 to 20 minutes, or more if they enjoy it.</li>
</ul>
<p>Watch your child, not the clock. If they are enjoying the book, keep reading. If they are tired or upset, stop and try again tomorrow. Bedtime is a great time to read, but any time works.</p>`,
    tags: `reading time, daily reading, routine, parents`,
    ranking: 214,
  },
  {
    question: `<p>My child reads slowly. Is that normal?</p>`,
    answer: `<p>Yes, for most children it is completely normal. Reading is a new skill, and speed comes last. First a reader has to learn the sounds, then blend them, then recognise words quickly.</p>
<p>To help, let your child re-read books they already know. Do not rush them or finish words for them too quickly. Give them time to try.</p>
<p>If your child is much slower than others of the same age, or reading makes them very tired or upset, talk to their coach. It could be worth checking for dyslexia.</p>`,
    tags: `slow reading, reading speed, children, fluency`,
    ranking: 163,
  },
  {
    question: `<p>How can I read with my toddler?</p>`,
    answer: `<p>It is never too early to share books. With toddlers, reading is about closeness and fun, not about letters yet.</p>
<ul>
<li>Choose sturdy board books with big, bright pictures.</li>
<li>Point at the pictures and name things: "Look, a dog!"</li>
<li>Use funny voices and sounds.</li>
<li>Read the same favourite book again and again. Toddlers love that.</li>
<li>Let your toddler turn the pages, even if you skip some.</li>
</ul>
<p>A few minutes at a time is plenty. Songs and nursery rhymes count too!</p>`,
    tags: `toddlers, babies, early reading, parents`,
    ranking: 121,
  },
  {
    question: `<p>How do I choose the right books for my child?</p>`,
    answer: `<p>Try the <strong>five finger test</strong>. Open the book at any page and ask your child to read it. Hold up one finger for each word they cannot read.</p>
<ul>
<li>0 to 1 fingers: an easy book, good for fun and fluency.</li>
<li>2 to 3 fingers: just right for practice.</li>
<li>4 to 5 fingers: too hard for now, but great to read <em>to</em> your child.</li>
</ul>
<p>Most of all, pick books about things your child loves, like animals, football or space. Interest keeps a reader going.</p>`,
    tags: `choosing books, book levels, reading, children`,
    ranking: 138,
  },
  {
    question: `<p>My child doesn't like reading. How can I make it more fun?</p>`,
    answer: `<p>Lots of children feel this way, especially if reading feels hard. Here are some ideas that often help:</p>
<ul>
<li>Let them read anything: comics, jokes, recipes, football facts.</li>
<li>Take turns, one page each.</li>
<li>Visit the library and let them choose freely.</li>
<li>Listen to audiobooks together.</li>
<li>Never use reading as a punishment.</li>
</ul>
<p>Be a reading role model too. When children see adults reading for fun, they want to join in. If your child is upset by reading, talk to their coach, as there may be a reason it feels hard.</p>`,
    tags: `reluctant reader, motivation, fun, reading, parents`,
    ranking: 109,
  },
  {
    question: `<p>I'm not a confident reader myself. Can I still help my child read?</p>`,
    answer: `<p>Yes, absolutely. You can help in many ways that do not need strong reading skills:</p>
<ul>
<li>Talk about the pictures and what might happen next.</li>
<li>Tell your own stories and family memories.</li>
<li>Listen to your child read and praise their effort.</li>
<li>Play audiobooks and follow along together.</li>
</ul>
<p>Some parents join our adult course while their child takes a children's course. Learning side by side can be a lovely thing to share. Ask us about family times when you sign up.</p>`,
    tags: `parents, adult learners, family, reading, confidence`,
    ranking: 95,
  },

  // -------------------------------------------------------------- guide book
  {
    question: `<p>What is in the guide book sold in your store?</p>`,
    answer: `<p>Our guide book, <em>Learning to Read, Step by Step</em>, explains how people learn to read in plain, simple language. It covers:</p>
<ul>
<li>letter sounds, phonics and blending;</li>
<li>building fluency, vocabulary and understanding;</li>
<li>signs of dyslexia and how to help;</li>
<li>games and activities to do at home.</li>
</ul>
<p>It has lots of pictures, short chapters and practice pages. You can find it in our <a href="https://example.org/store">online store</a>.</p>`,
    tags: `guide book, book, store, shop`,
    ranking: 157,
  },
  {
    question: `<p>Who is the guide book for?</p>`,
    answer: `<p>The guide book is written for <strong>parents and carers</strong> who want to help a child learn to read. It is also useful for grandparents, volunteers and new coaches.</p>
<p>Adult learners use it too, to practise on their own between classes. We wrote it in short sentences with a clear, large font, so it is easy to follow even if you are not a confident reader. You do not need any teaching experience to use it.</p>`,
    tags: `guide book, parents, audience, book`,
    ranking: 72,
  },
  {
    question: `<p>Is the guide book available as an ebook or audiobook?</p>`,
    answer: `<p>Yes. You can buy the guide book in three forms:</p>
<ul>
<li><strong>Printed book</strong>, posted to your home.</li>
<li><strong>Ebook</strong>, which you can read on a phone, tablet or computer. You can make the text bigger.</li>
<li><strong>Audiobook</strong>, read aloud by one of our coaches.</li>
</ul>
<p>If you buy the printed book, you get the ebook free. All three are in our <a href="https://example.org/store">online store</a>.</p>`,
    tags: `ebook, audiobook, print, guide book, formats`,
    ranking: 88,
  },
  {
    question: `<p>How much does the guide book cost?</p>`,
    answer: `<p>The printed guide book costs <strong>£14.99</strong>, plus delivery. The ebook costs £8.99 and the audiobook costs £9.99.</p>
<p>Learners on one of our courses get <strong>20% off</strong> any version. You will find your discount code in your welcome e-mail. Schools, libraries and groups buying 10 copies or more can ask for a bulk price by writing to <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a>.</p>`,
    tags: `guide book, price, cost, discount, store`,
    ranking: 66,
  },

  // -------------------------------------------------------- orders/shipping
  {
    question: `<p>How long does delivery take?</p>`,
    answer: `<p>We post orders within <strong>2 working days</strong>. After that, delivery times are usually:</p>
<ul>
<li><strong>Standard delivery</strong>: 3 to 5 working days.</li>
<li><strong>Express delivery</strong>: 1 to 2 working days.</li>
</ul>
<p>Busy times, such as before holidays, can take a little longer. We will send you an e-mail when your parcel is on its way. Ebooks and audiobooks are ready to download straight away.</p>`,
    tags: `delivery, shipping, postage, orders`,
    ranking: 171,
  },
  {
    question: `<p>Do you ship to other countries?</p>`,
    answer: `<p>Yes, we send the printed guide book to most countries. International delivery usually takes <strong>7 to 14 working days</strong>. The price depends on where you live. You will see it at checkout before you pay.</p>
<p>Please note that some countries charge import tax or customs fees. These are set by your country, not by us, and you may need to pay them when the parcel arrives. If you live far away, the ebook may be a quicker choice.</p>`,
    tags: `international shipping, overseas, delivery, customs`,
    ranking: 79,
  },
  {
    question: `<p>How can I track my order?</p>`,
    answer: `<p>When your parcel leaves us, we send you an e-mail with a <strong>tracking number</strong> and a link. Click the link to see where your parcel is.</p>
<p>Can't find the e-mail? Check your spam or junk folder first. If it is not there, write to <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a> with your name and order number, and we will send the tracking details again.</p>`,
    tags: `tracking, order status, parcel, delivery`,
    ranking: 132,
  },
  {
    question: `<p>Can I return the guide book?</p>`,
    answer: `<p>Yes. If you are not happy with the printed guide book, you can return it within <strong>30 days</strong> of delivery. Please make sure it is in good condition.</p>
<ol>
<li>Write to <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a> with your order number.</li>
<li>We will send you return instructions.</li>
<li>Post the book back to us.</li>
</ol>
<p>Ebooks and audiobooks cannot be returned once downloaded, but please contact us if something is wrong with the file.</p>`,
    tags: `returns, return policy, guide book, orders`,
    ranking: 101,
  },
  {
    question: `<p>How do refunds work?</p>`,
    answer: `<p>When we receive a returned book, we check it and send your refund within <strong>5 working days</strong>. The money goes back to the card or account you paid with. Your bank may take a few more days to show it.</p>
<p>For courses, you get a full refund if you cancel at least 7 days before the first class. After that, we can move you to a later course instead. We will e-mail you once your refund is on its way.</p>`,
    tags: `refund, money back, cancellation, refund policy`,
    ranking: 144,
  },
  {
    question: `<p>My parcel arrived damaged. What should I do?</p>`,
    answer: `<p>We are sorry about that! Please do not send the book back yet. Instead:</p>
<ol>
<li>Take a photo of the damaged book and the packaging.</li>
<li>Send the photos and your order number to <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a>.</li>
</ol>
<p>We will post you a new copy for free, usually within 2 working days. You can keep or recycle the damaged one. If a parcel has not arrived at all after 10 working days, please tell us too.</p>`,
    tags: `damaged parcel, broken, replacement, delivery`,
    ranking: 47,
  },
  {
    question: `<p>Can I change or cancel my order?</p>`,
    answer: `<p>Yes, if your order has not been posted yet. We usually post orders within 2 working days, so please contact us as soon as you can.</p>
<p>Write to <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a> with your order number and tell us what you would like to change, such as the address or the number of books. If your parcel has already left, you can still return it when it arrives.</p>`,
    tags: `cancel order, change order, address, orders`,
    ranking: 58,
  },

  // -------------------------------------------------------- accounts/sign-in
  {
    question: `<p>What is FAQ Corner, and can I sign in to it?</p>`,
    answer: `<p><strong>FAQ Corner</strong> is our staff area. Our coaches and team use it to write and update the answers on this website.</p>
<p>It is for staff only. Learners, parents and visitors do not need an account. You can read every FAQ and use the search box without signing in. If you are a member of staff and cannot get in, please ask your team leader.</p>`,
    tags: `faq corner, staff, sign in, login, account`,
    ranking: 54,
  },
  {
    question: `<p>I forgot my FAQ Corner password. How do I reset it?</p>`,
    answer: `<p>This is for staff who use FAQ Corner.</p>
<ol>
<li>Go to the FAQ Corner sign-in page.</li>
<li>Click <strong>Forgot password</strong>.</li>
<li>Type your work e-mail address.</li>
<li>We send you an e-mail with a link. Follow it to choose a new password.</li>
</ol>
<p>The link works for a short time only. If the e-mail does not arrive within a few minutes, check your spam folder, then try again. Still stuck? Write to <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a>.</p>`,
    tags: `password, forgot password, reset, sign in, staff`,
    ranking: 63,
  },
  {
    question: `<p>Why do I need a verification code to sign in to FAQ Corner?</p>`,
    answer: `<p>The code keeps staff accounts safe. After you type your password, we send a short <strong>verification code</strong> to your work e-mail. Type the code on the sign-in page to finish signing in.</p>
<p>This means that even if someone learns your password, they still cannot get in without your e-mail. Each code works only once and only for a few minutes. If the code does not arrive, check your spam folder, or ask for a new one.</p>`,
    tags: `verification code, security, sign in, e-mail, staff`,
    ranking: 41,
  },
  {
    question: `<p>How do I change the e-mail address on my FAQ Corner account?</p>`,
    answer: `<p>Staff cannot change their sign-in e-mail address on their own. This keeps accounts safe.</p>
<p>Please ask your team leader, or write to <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a> from your current work e-mail. Tell us the new address you would like to use. We will update it and send a verification code to the new address to check it works. Your old address will stop working for sign-in after that.</p>`,
    tags: `change e-mail, email address, account, staff`,
    ranking: 22,
  },

  // ---------------------------------------------------------------- privacy
  {
    question: `<p>What information do you collect when I use this website?</p>`,
    answer: `<p>Very little. You do not need an account to read our FAQs, and we do not track who you are.</p>
<p>When you use the search box, we keep <strong>only the words you searched</strong>, with no name, no e-mail and no address linked to them. This helps us see which questions people ask, and which answers are missing, so we can write new ones.</p>
<p>You can read more in our <a href="https://example.org/privacy">privacy policy</a>.</p>`,
    tags: `privacy, data, search, personal information`,
    ranking: 57,
  },
  {
    question: `<p>Do you use cookies or track me?</p>`,
    answer: `<p>We do not use advertising cookies, and we do not sell or share your data. We do not follow you around other websites.</p>
<p>The only thing we record from the public FAQ site is <em>anonymous</em> search words, to improve our answers. Staff who sign in to FAQ Corner use a sign-in cookie, which is needed to keep them signed in safely. For full details, see our <a href="https://example.org/privacy">privacy policy</a>.</p>`,
    tags: `cookies, tracking, privacy, anonymous`,
    ranking: 34,
  },

  // ---------------------------------------------------------- accessibility
  {
    question: `<p>Can I make the text on this website bigger?</p>`,
    answer: `<p>Yes. The easiest way is to zoom in with your browser:</p>
<ul>
<li>On a computer, hold <strong>Ctrl</strong> (or <strong>Cmd</strong> on a Mac) and press <strong>+</strong>. Press <strong>-</strong> to make it smaller again.</li>
<li>On a phone or tablet, spread two fingers apart on the screen.</li>
</ul>
<p>Our pages are built to stay clear and easy to read when you zoom in. You can also make text bigger in your phone or computer settings, and our site will follow them.</p>`,
    tags: `large text, zoom, accessibility, font size`,
    ranking: 86,
  },
  {
    question: `<p>Can I listen to the answers instead of reading them?</p>`,
    answer: `<p>Yes. Most phones, tablets and computers have a free built-in tool that reads the screen aloud. On many phones it is called <em>Speak Screen</em> or <em>Select to Speak</em>, and you can find it in the accessibility settings.</p>
<p>Our website is built to work well with these tools. In our courses, all reading books also come with audio, so learners can listen and follow along. If you need help setting up audio, ask your coach or write to <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a>.</p>`,
    tags: `audio, listen, text to speech, accessibility`,
    ranking: 93,
  },
  {
    question: `<p>Do you offer dyslexia-friendly fonts and materials?</p>`,
    answer: `<p>Yes. All our course books and worksheets use a clear, <strong>dyslexia-friendly font</strong>, with large letters, extra space between lines and no clutter. We print on cream paper, which many readers find easier on the eyes than bright white.</p>
<p>If a different colour of paper or an overlay helps you, tell your coach and we will provide it. The guide book ebook also lets you change the font, size and background colour.</p>`,
    tags: `dyslexia-friendly, fonts, accessibility, materials`,
    ranking: 81,
  },
  {
    question: `<p>Are your centres accessible for wheelchair users?</p>`,
    answer: `<p>Yes. All our centres have step-free access and an accessible toilet. Classrooms are on the ground floor or have a lift.</p>
<p>If you have other needs, such as a hearing loop, a quiet room, or help from a support worker, please tell us when you sign up. Support workers can join classes for free. We are always happy to talk about what would make learning easier for you.</p>`,
    tags: `wheelchair, access, disability, centres, accessibility`,
    ranking: 29,
  },

  // ---------------------------------------------------------------- support
  {
    question: `<p>How can I contact you?</p>`,
    answer: `<p>We are happy to help. You can reach us in these ways:</p>
<ul>
<li><strong>E-mail</strong>: <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a>. We reply within 2 working days.</li>
<li><strong>In person</strong>: visit any of our centres during opening hours.</li>
<li><strong>Your coach</strong>: if you are on a course, your coach can help with most questions.</li>
</ul>
<p>If writing is hard for you, just send a short message asking us to call you back, with your phone number. That is completely fine.</p>`,
    tags: `contact, support, help, e-mail`,
    ranking: 198,
  },
  {
    question: `<p>I can't find the answer to my question. What should I do?</p>`,
    answer: `<p>Sorry we could not help this time! Try searching again with different or shorter words. For example, try "refund" instead of "how do I get my money back".</p>
<p>If you still cannot find it, please write to <a href="mailto:{{SUPPORT_EMAIL}}">{{SUPPORT_EMAIL}}</a>. A real person will reply. We also look at what people search for, and we add new answers when many people ask the same thing.</p>`,
    tags: `help, support, search, question`,
    ranking: 46,
  },
  // Issue 17: written well above the reading target on purpose, so that the reading coach has
  // something to show on Edit FAQ and "Order by Hardest to Read" has an FAQ at the top.
  {
    question: `<p>How do you check how my child is getting on?</p>`,
    answer: `<p>Learner progress is evaluated through a combination of continuous observation, undertaken by coaches during scheduled sessions, and periodic reviews, which are administered at the conclusion of each module in order to ascertain whether the required competencies have been sufficiently demonstrated.</p>
<p>Should additional support be deemed necessary, an individualised learning plan will be formulated in consultation with the learner and, where appropriate, their family.</p>`,
    tags: `progress, reviews, children, parents`,
    ranking: 12,
  },
];

export interface SeedSearch {
  /** normalised text: trimmed, lower-case, single spaces, as a visitor typed it (typos allowed) */
  search: string;
  /** how many times it was searched over the last few weeks (1..40) */
  times: number;
  /** false when the search found nothing (a content gap) */
  found: boolean;
}

export const seedSearches: SeedSearch[] = [
  { search: "reading", times: 38, found: true },
  { search: "redaing", times: 6, found: true },
  { search: "phonics", times: 27, found: true },
  { search: "phonicks", times: 4, found: true },
  { search: "dyslexia", times: 31, found: true },
  { search: "dyslexic child", times: 9, found: true },
  { search: "course price", times: 22, found: true },
  { search: "cost", times: 17, found: true },
  { search: "how to enrol", times: 14, found: true },
  { search: "sign up", times: 19, found: true },
  { search: "online classes", times: 16, found: true },
  { search: "age", times: 11, found: true },
  { search: "adults", times: 13, found: true },
  { search: "become a coach", times: 12, found: true },
  { search: "one to one", times: 8, found: true },
  { search: "read with toddler", times: 10, found: true },
  { search: "reading at home", times: 24, found: true },
  { search: "how long to read", times: 9, found: true },
  { search: "reads slowly", times: 7, found: true },
  { search: "fluency", times: 5, found: true },
  { search: "guide book", times: 20, found: true },
  { search: "ebook", times: 8, found: true },
  { search: "delivery", times: 21, found: true },
  { search: "shipping time", times: 11, found: true },
  { search: "international shipping", times: 6, found: true },
  { search: "track order", times: 15, found: true },
  { search: "refund", times: 18, found: true },
  { search: "refund polcy", times: 3, found: true },
  { search: "returns", times: 10, found: true },
  { search: "damaged book", times: 4, found: true },
  { search: "forgot password", times: 7, found: true },
  { search: "verification code", times: 5, found: true },
  { search: "privacy", times: 6, found: true },
  { search: "large text", times: 5, found: true },
  { search: "contact", times: 23, found: true },
  { search: "summer camp", times: 9, found: false },
  { search: "bus timetable", times: 2, found: false },
  { search: "spanish classes", times: 7, found: false },
  { search: "scholarships", times: 5, found: false },
  { search: "gift card", times: 8, found: false },
  { search: "school holidays", times: 6, found: false },
  { search: "certificate", times: 11, found: false },
  { search: "parking", times: 4, found: false },
  { search: "maths tutoring", times: 3, found: false },
  { search: "homework club", times: 5, found: false },
];

/**
 * The demo's starting list of words that mean the same for search (synonym_groups,
 * docs/decisions/0017): the words parents and learners use beside the words the FAQs use. One
 * word each, lower case, no accents; a word in one group only.
 */
export const seedSynonymGroups: string[][] = [
  ["child", "children", "kid", "kids", "son", "daughter", "toddler", "baby", "boy", "girl"],
  ["cost", "costs", "price", "prices", "fee", "fees", "charge", "pay"],
  ["course", "courses", "class", "classes", "lesson", "lessons", "session", "sessions"],
  ["coach", "coaches", "teacher", "teachers", "tutor", "tutors"],
  ["book", "books", "ebook", "ebooks"],
  ["parent", "parents", "mum", "mom", "dad", "carer", "carers"],
  ["adult", "adults", "grown", "grownup", "grownups"],
  ["start", "begin", "join", "enrol", "enroll", "signup", "register"],
  ["refund", "refunds", "reimburse"],
  ["order", "orders", "purchase", "purchases", "bought"],
  ["delivery", "shipping", "post", "postage", "parcel", "parcels", "package", "packages", "arrive"],
  ["password", "passcode"],
  ["email", "mail"],
  ["free", "gratis"],
  ["age", "ages", "old"],
  ["spelling", "spell", "spellings"],
  ["dyslexia", "dyslexic", "muddle", "muddles", "jumble", "reverse"],
  ["choose", "pick", "select"],
  ["listen", "audio", "hear"],
  ["online", "internet", "zoom", "video", "remote", "computer", "laptop"],
  ["like", "enjoy", "fun", "hate", "hates", "boring", "bored"],
  ["contact", "touch", "phone", "call", "ring"],
  ["damaged", "broken", "smashed", "ripped", "torn", "crushed"],
  ["learners", "students", "size", "big"],
  ["return", "returns", "unwanted"],
];
